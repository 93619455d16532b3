import { cleanText, escapeMarkdown } from './escape';

/** Longer narrations are clipped: the step's explanation, not a transcript. */
const NARRATION_MAX_LENGTH = 600;
/** Words that carry no information of their own (filler, articles, pronouns) in the writer's languages. */
const FILLER = new Set(
  (
    'a an the and or but so then now here there this that it its i we you he she they me my our your to of in on at for with ' +
    'is are was be just um uh uhm erm hmm okay ok yeah yes well like click clicking press type select ' +
    'der die das und oder dann jetzt hier ich wir du sie es ein eine einen zu auf im in mit ist ähm äh also klicke klicken ' +
    'le la les et ou puis ici je nous vous il un une de du sur dans avec est euh alors ' +
    'de het een en of dan nu hier ik wij je op in met is eh ' +
    'il lo la e o poi ora qui io noi tu un una di su in con è ehm ' +
    've veya şimdi burada ben biz sen bir ile bu'
  ).split(' '),
);

const wordsOf = (text: string) =>
  (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !FILLER.has(word),
  );

/**
 * What the person said during a step, as the step's explanation, when it adds something to the
 * step's own sentence: at least two words of substance that the sentence does not already have.
 * "Click Save" said while clicking **Save** adds nothing; "this stores the draft for your team"
 * does. Answers the narration as markdown-safe text (one line, escaped), or null.
 */
export function narrationExplanation(narration: string | undefined, sentence: string): string | null {
  if (!narration) return null;
  const text = cleanText(narration, NARRATION_MAX_LENGTH);
  const said = wordsOf(text);
  const known = new Set(wordsOf(sentence));
  const news = said.filter((word) => !known.has(word));
  if (news.length < 2) return null;
  const sentenceCase = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  const ended = /[.!?…]$/.test(sentenceCase) ? sentenceCase : `${sentenceCase}.`;
  return escapeMarkdown(ended);
}
