import type { FeatureCheck, GenerateDefinitionResponse, GlossaryEntry } from '@support/shared';
import { type FakeReply, fakeApi } from '../../testing/harness';
import { PUBLIC_CONFIG } from '../plans/testing';

/** Test helpers of the glossary screens: sample entries, the plan's answer and the API they call. */

export const ENTRY_IDS = ['4a1f2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', '5b2e3d4c-6f7a-4b8c-9d0e-1f2a3b4c5d6e'];

export function sampleEntry(overrides: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return {
    id: ENTRY_IDS[0]!,
    term: 'Workspace',
    definition: 'The shared area where a team keeps its articles.',
    negative: 'Space, Area',
    example: 'Invite colleagues to your workspace.',
    creator: { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Ada Lovelace' },
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export const secondEntry = () =>
  sampleEntry({
    id: ENTRY_IDS[1]!,
    term: 'Email address',
    definition: 'Where mail reaches a user.',
    negative: 'E-mail',
    example: null,
    creator: null,
  });

/** The plan's answer for GLOSSARY: by default the feature, without a limit. */
export const glossaryCheck = (overrides: Partial<FeatureCheck> = {}): FeatureCheck => ({
  feature: 'GLOSSARY',
  name: 'Glossary',
  explanation: 'The glossary',
  hasAccess: true,
  isLimitReached: false,
  currentUsage: 0,
  limit: null,
  upgradeMessage: null,
  suggestedPlan: null,
  ...overrides,
});

export const sampleDefinition = (
  overrides: Partial<GenerateDefinitionResponse> = {},
): GenerateDefinitionResponse => ({
  success: true,
  definition: 'The shared area where a team keeps its articles and members.',
  searchResults: [
    {
      id: '7d2c4f9a-1b3e-4c5d-8e6f-9a0b1c2d3e4f',
      title: 'Invite your team',
      snippet: '…Open the Workspace settings and choose Members.',
    },
  ],
  ...overrides,
});

/**
 * A fake API for the glossary: the list (or a failure), the plan's check, and the answers to
 * create, update, delete and generate-definition (successes unless told otherwise).
 */
export function fakeGlossaryApi({
  entries = [],
  check = glossaryCheck(),
  create,
  update,
  remove = { status: 200, data: { message: 'Glossary entry deleted' } },
  generate = { status: 200, data: sampleDefinition() },
  aiConfigured = true,
}: {
  entries?: GlossaryEntry[] | 'error';
  check?: FeatureCheck;
  create?: FakeReply;
  update?: FakeReply;
  remove?: FakeReply;
  generate?: FakeReply;
  aiConfigured?: boolean;
} = {}) {
  return fakeApi((request) => {
    const body = request.data ? (JSON.parse(request.data) as Partial<GlossaryEntry>) : {};
    if (request.url === '/glossary/entries' && request.method === 'post')
      return create ?? { status: 201, data: sampleEntry({ ...body, id: ENTRY_IDS[1]! }) };
    if (request.url === '/glossary/entries')
      return entries === 'error'
        ? { status: 500, data: { message: 'Boom' } }
        : { status: 200, data: entries };
    if (request.url.startsWith('/glossary/entries/') && request.method === 'put')
      return update ?? { status: 200, data: sampleEntry({ ...body, id: request.url.split('/').at(-1)! }) };
    if (request.url.startsWith('/glossary/entries/') && request.method === 'delete') return remove;
    if (request.url === '/glossary/generate-definition') return generate;
    if (request.url === '/plan/feature/GLOSSARY/check') return { status: 200, data: check };
    if (request.url === '/config') return { status: 200, data: { ...PUBLIC_CONFIG, aiConfigured } };
    return undefined;
  });
}
