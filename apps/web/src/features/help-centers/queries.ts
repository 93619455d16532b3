import { useQuery } from '@tanstack/react-query';
import { fetchGroups, fetchHelpCenter, fetchHelpCenters, fetchSso } from './api';

export const helpCenterKeys = {
  all: ['help-centers'] as const,
  list: () => [...helpCenterKeys.all, 'list'] as const,
  one: (id: string) => [...helpCenterKeys.all, 'one', id] as const,
  groups: (id: string) => [...helpCenterKeys.all, 'groups', id] as const,
  sso: (id: string) => [...helpCenterKeys.all, 'sso', id] as const,
};

export function useHelpCenters() {
  return useQuery({ queryKey: helpCenterKeys.list(), queryFn: fetchHelpCenters });
}

export function useHelpCenter(id: string) {
  return useQuery({ queryKey: helpCenterKeys.one(id), queryFn: () => fetchHelpCenter(id) });
}

export function useHelpCenterGroups(id: string) {
  return useQuery({ queryKey: helpCenterKeys.groups(id), queryFn: () => fetchGroups(id) });
}

export function useHelpCenterSso(id: string | undefined) {
  return useQuery({
    queryKey: helpCenterKeys.sso(id ?? ''),
    queryFn: () => fetchSso(id!),
    enabled: Boolean(id),
  });
}
