import { invitationsApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import { sampleInvitation } from './testing';

describe('auth samples', () => {
  it('the invitation is an answer of the link lookup', () => {
    expectAnswer(invitationsApi.lookup, sampleInvitation);
  });
});
