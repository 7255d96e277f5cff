/** What every designmate skill is given, and what it answers. */
import type {
  AnswerTable,
  DateFormat,
  Brief,
  DesignmateSkill,
  DesignmateSource,
  PaletteEntry,
  Product,
  RequestedChange,
  TagSuggestion,
} from '@atelier/domain';
import type { UserRow } from '../../../db/schema/index.ts';
import type { AppContext } from '../../../platform/context.ts';

export interface SkillRequest {
  ctx: AppContext;
  user: UserRow;
  teamId: string;
  conversationId: string;
  text: string;
  /** The product the message or its conversation is about, as the user may see it. */
  product: Product | null;
  fileIds: readonly string[];
  /** How the asker writes dates (general settings): the dates of an answer are written so. */
  dateFormat: DateFormat;
  /**
   * The supplier the asker works for (issue 47 §1), null for the team's own people: then only
   * the supplier's skills answer, and the model is offered only their tools.
   */
  supplierId: string | null;
}

/** A skill's structured result: what the page draws beside the text. */
export interface SkillResult {
  palette?: PaletteEntry[];
  changes?: RequestedChange[];
  suggestions?: TagSuggestion[];
  table?: AnswerTable;
  brief?: Brief;
  suggestedQuestions?: string[];
  sentToModel?: string[];
}

export interface SkillAnswer {
  skill: DesignmateSkill;
  text: string;
  result: SkillResult;
  sources: DesignmateSource[];
  /** What a model spent on it; none offline. */
  tokens?: number;
  /**
   * The product it is about when that is not the conversation's (a product a question named):
   * kept on the answer, so its suggestions apply to that product and it hides with it.
   */
  productId?: string;
}

/**
 * Who follows an answer while it is made (a streamed reply): the skill at work, the words as they
 * come, and the signal that the asker stopped waiting.
 */
export interface AnswerWatch {
  signal: AbortSignal;
  skill: (skill: DesignmateSkill) => void;
  text: (words: string) => void;
}
