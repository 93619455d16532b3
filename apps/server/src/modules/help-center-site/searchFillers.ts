/**
 * Words of questions and requests that say little about which article is meant ("how does
 * interactive merge work", "wie kann ich Leitregeln nutzen"): the search counts them a little,
 * never requires them, and an article that lacks one still ranks with those that have it. The
 * dictionaries' stop words ("the", "der") are dropped before; these are the ones they keep.
 */
const ENGLISH = `how what why when where which who whom whose can could would should shall will may might must
  do does did done doing i me my mine we our you your it its is are was were be been being have has had
  use used uses using work works working worked get gets getting got need needs want
  wants way ways thing things please help tell show find know able possible there here this that these
  those something anything about into with without also just only still any some many much more most
  instead via up`;
const GERMAN = `wie was warum wann wo woher wohin welche welcher welches welchen wer wen wem kann kannst können
  könnte konnte muss müssen musst soll sollte sollen darf dürfen will wollen möchte möchten ich mir mich
  mein meine meinen meinem meiner wir uns unser du dir dich dein sie ihr ihnen es ist sind war waren sein
  habe hat haben hatte nutzen benutzen verwenden nutze benutze verwende funktioniert funktionieren geht
  gehen machen mache macht bekommen brauche brauchen gibt gibts bitte hilfe zeigen finden finde weiß
  wissen möglich dort hier dies diese dieser dieses etwas irgendwie man denn eigentlich überhaupt damit
  dazu dafür mit ohne auch nur noch art richte richten`;

export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `${ENGLISH} ${GERMAN}`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    ),
);
