/** Your data with you: the data file's messages (what does not read in it, or here) and the data page's text. */

/** "the file's statistics are not in the expected form" */
export const dataNotInForm = (what: string): string => `${what} are not in the expected form`;
/** Says: "… are not a list" (the parts marked … are the facts it is given). */
export const dataNotAList = (what: string): string => `${what} are not a list`;
/** Says: "…: a device's copy is not readable" (the parts marked … are the facts it is given). */
export const dataDeviceCopyUnreadable = (what: string): string => `${what}: a device's copy is not readable`;
/** Says: "…: an entry is not a rule set" (the parts marked … are the facts it is given). */
export const dataNotARuleSet = (what: string): string => `${what}: an entry is not a rule set`;
/** Says: "…: … holds a value this version does not know" (the parts marked … are the facts it is given). */
export const dataUnknownSetting = (what: string, setting: string): string =>
  `${what}: ${setting} holds a value this version does not know`;
/** Says: "…: … is not a saved game" (the parts marked … are the facts it is given). */
export const dataNotASavedGame = (what: string, key: string): string => `${what}: ${key} is not a saved game`;
/** Says: "… days of the deal of the day do not read" (the parts marked … are the facts it is given). */
export const dataDaysUnreadable = (whose: string): string =>
  `${whose} days of the deal of the day do not read`;
/** The statistics imported from other devices (what does not read in them is said with this). */
export const OTHER_DEVICES_STATS = 'the statistics of other devices';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Data stored here that does not read: the export or the import waits for it to be set aside. */
export const exportSetAside = (problem: string): string =>
  `${capital(problem)}: open the page that shows them, so they are set aside, then export again.`;
/** Says: "…: open the page that shows them, so they are set aside, then import again. Nothing was changed." (the parts marked … are the facts it is given). */
export const importSetAside = (problem: string): string =>
  `${capital(problem)}: open the page that shows them, so they are set aside, then import again. Nothing was changed.`;
/** Says: "The file cannot be made: …." (the parts marked … are the facts it is given). */
export const dataFileNotMade = (why: string): string => `The file cannot be made: ${why}.`;
/** Says: "This file is too large to be a Cascade data file." */
export const DATA_FILE_TOO_LARGE = 'This file is too large to be a Cascade data file.';
/** Says: "This file is not a Cascade data file: it is not JSON." */
export const DATA_FILE_NOT_JSON = 'This file is not a Cascade data file: it is not JSON.';
/** Says: "This file is not a Cascade data file (the game makes one with “Export my data”)." */
export const DATA_FILE_NOT_OURS =
  'This file is not a Cascade data file (the game makes one with “Export my data”).';
/** Says: "This file was made by a newer version of Cascade (format …); this one reads format …. Update the game here,…" (the parts marked … are the facts it is given). */
export const dataFileNewer = (format: number, reads: number): string =>
  `This file was made by a newer version of Cascade (format ${format}); this one reads format ${reads}. Update the game here, then import it.`;
/** Says: "This file is not a Cascade data file: its format is not given." */
export const DATA_FILE_NO_FORMAT = 'This file is not a Cascade data file: its format is not given.';
/** Says: "This Cascade data file does not say which device made it, or when." */
export const DATA_FILE_NO_DEVICE = 'This Cascade data file does not say which device made it, or when.';
/** Says: "This file cannot be imported: …. Nothing was changed." (the parts marked … are the facts it is given). */
export const dataFileNotImported = (problem: string): string =>
  `This file cannot be imported: ${problem}. Nothing was changed.`;
/** Says: "Nothing was imported: …." (the parts marked … are the facts it is given). */
export const dataNothingImported = (why: string): string => `Nothing was imported: ${why}.`;
/** Says: "This browser keeps no data for the game (storage is off), so nothing can be imported." */
export const IMPORT_NO_STORAGE =
  'This browser keeps no data for the game (storage is off), so nothing can be imported.';
/** Says: "This file could not be read. Nothing was changed." */
export const DATA_FILE_UNREADABLE = 'This file could not be read. Nothing was changed.';

/** What an import added, counted. */
export interface ImportCounts {
  readonly games: number;
  readonly days: number;
  readonly rules: number;
  readonly devices: number;
  readonly underWay: number;
  readonly settings: 'kept' | 'taken' | 'none';
  readonly left: number;
}

/** What an import added, said in a sentence. */
export function importSentence(s: ImportCounts): string {
  const parts = [
    s.games > 0 ? `${s.games} ${s.games === 1 ? 'game' : 'games'} to your last games` : null,
    s.days > 0 ? `${s.days} ${s.days === 1 ? 'day' : 'days'} of the deal of the day` : null,
    s.rules > 0 ? `${s.rules} house ${s.rules === 1 ? 'rule set' : 'rule sets'}` : null,
    s.underWay > 0 ? `${s.underWay} ${s.underWay === 1 ? 'game' : 'games'} under way` : null,
    s.devices > 0
      ? `the statistics of ${s.devices === 1 ? 'another device' : `${s.devices} other devices`}`
      : null,
  ].filter((p): p is string => p !== null);
  const added =
    parts.length === 0 ? 'Nothing new: this device already had all of it.' : `Added: ${parts.join(', ')}.`;
  const settings =
    s.settings === 'kept'
      ? ' Your settings here are kept.'
      : s.settings === 'taken'
        ? ' The settings were taken from the file.'
        : '';
  const left =
    s.left > 0
      ? ` ${s.left} older ${s.left === 1 ? 'entry was' : 'entries were'} left out (the game keeps the latest).`
      : '';
  return `${added}${settings}${left}`;
}

/** The data page: what it keeps, and what an import does. */
export const DATA_PAGE_INTRO =
  'The game keeps everything in this browser: your statistics, your last games, the days you won the deal of the day, your house rules, your settings and your games under way. Take them to another device in one file.';
/** Says: "A file exported on another device is merged with what is here: nothing of either is lost, and importing the…" */
export const DATA_IMPORT_HOW =
  'A file exported on another device is merged with what is here: nothing of either is lost, and importing the same file again adds nothing twice. Your settings here are kept.';
