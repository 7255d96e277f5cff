/**
 * A complaint is a request that does not say what to do (issue 44 §10): "The colour reads too
 * orange", "the collar gapes", "the pockets don't line up", "not enough ease at the hip". The
 * thing is said to be wrong, not to be right, or to misbehave; a fault denied ("not too long") or
 * praise that happens to say "too" ("too good") is none.
 */

/** How much a thing is off by, when it is said: "a bit", "slightly", "way"… */
const DEGREE = String.raw`(?:(?:a (?:bit|little|touch|tad)|slightly|quite|rather|very|really|much|way|far|still|now|just|also|all) )*`;

/** What a garment or a colour is when it is wrong, whatever the degree. */
const FAULTS = String.raw`(?:too \p{L}+|off|wrong|uneven|crooked|wavy|puckered|twisted|see-through|itchy|scratchy|washed out|muddy|baggy|bulky|lumpy|misaligned)`;

/** Plain words ("light", "long") that are faults only when hedged: "a bit tight", "slightly pale". */
const HEDGED = String.raw`(?:(?:a (?:bit|little|touch|tad)|slightly|rather) (?:tight|loose|short|long|narrow|wide|heavy|thin|dark|light|bright|pale|dull|flat|stiff|sheer|shiny|boxy|big|small))`;

const SAYING = String.raw`(?:is|are|was|were|'s|'re|looks?|reads?|feels?|seems?|sits?|runs?|hangs?|comes? (?:out|up)|came (?:out|up)|turned out|gets?)`;

const COMPLAINTS = [
  // "off-white" is a colour, not a fault: a fault ends the word.
  new RegExp(String.raw`\b${SAYING} (?:${DEGREE}${FAULTS}|${HEDGED})(?![-\p{L}])`, 'u'),
  // "Too orange.", "Way too long!", "Nice drape, too boxy though."
  new RegExp(String.raw`(?:^|[,;:] ?)${DEGREE}too \p{L}+`, 'u'),
  /\b(isn'?t|aren'?t|wasn'?t|doesn'?t|don'?t|didn'?t|does not|do not|is not|are not|not) (\w+ )?(enough|fit|work|sit|match|hang|drape|close|line up|lie flat|straight|right|even|level|symmetric(al)?)\b/,
  /\bnot enough\b|\blacks\b|\b(is|are) missing\b/,
  /\b(pulls|puckers|gapes|bunches|twists|rides up|sags|bags out|pills|frays|shrinks|bleeds|fades|itches|scratches|clashes)\b/,
];

/** "not too long", "isn't too orange", "too good": no fault at all. */
const NO_FAULT =
  /(?:\bnot|n't|\bnever) (?:a bit |slightly |at all )?too \p{L}+|\btoo (?:good|great|nice|cute|pretty|beautiful|lovely|perfect|kind)\b/gu;

/** Whether a sentence (lower case) complains about the garment. */
export function complains(said: string): boolean {
  const plain = said.replace(/[‘’]/gu, "'").replace(NO_FAULT, ' ');
  return COMPLAINTS.some((complaint) => complaint.test(plain));
}
