// Filled in by the contract migration of this feature (see endpoint.ts).
export {};
