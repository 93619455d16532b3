// The transcription stand-in shared with the end-to-end tests.
export * from '@support/shared/testing/transcriptionStandIn';
