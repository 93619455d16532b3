import {
  type GenerateDefinitionResponse,
  type GlossaryEntry,
  type GlossaryEntryRequest,
  glossaryApi,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of spec 02 §7 "Glossary", typed by the shared contract. */

export function fetchEntries(): Promise<GlossaryEntry[]> {
  return call(glossaryApi.list);
}

export function createEntry(body: GlossaryEntryRequest): Promise<GlossaryEntry> {
  return call(glossaryApi.create, { body });
}

export function updateEntry(id: string, body: GlossaryEntryRequest): Promise<GlossaryEntry> {
  return call(glossaryApi.update, { params: { id }, body });
}

export async function deleteEntry(id: string): Promise<void> {
  await call(glossaryApi.delete, { params: { id } });
}

export function generateDefinition(term: string): Promise<GenerateDefinitionResponse> {
  return call(glossaryApi.generateDefinition, { body: { term } });
}
