/** Sample data of the auth and invitation screens' tests. */

export const sampleInvitation = {
  id: '6f1c2a52-8d2e-4b7e-9a55-0c1a2b3c4d5e',
  email: 'invitee@example.com',
  role: 'MEMBER',
  status: 'PENDING',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  organization: { id: '0b7d7b0e-5a4f-4c3e-8a1b-2c3d4e5f6a7b', name: 'acme corp' },
  inviter: { firstName: 'Ada', lastName: 'Lovelace' },
};
