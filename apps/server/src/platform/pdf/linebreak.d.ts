// linebreak (UAX #14, the line breaker pdfkit wraps with) ships no types of its own.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may (or, after a newline, must) begin; null at the end. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
