import pkg from '../package.json' with { type: 'json' };

/** The recorder's version, written into every manifest (`recorder.version`) and `--version`. */
export const RECORDER_VERSION: string = pkg.version;
