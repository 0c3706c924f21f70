import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useStaffAction } from '../../admin/useStaffAction';
import {
  AddLabClosureMutation,
  LabSettingsQuery,
  RemoveLabClosureMutation,
  UpdateLabSettingsMutation,
} from './agenda-queries';

type Settings = ResultOf<typeof LabSettingsQuery>['adminLabSettings'];

/** The form's text: two ranges a day (an empty one is no range), and the three numbers. */
export interface SettingsDraft {
  days: { name: string; ranges: { from: string; to: string }[] }[];
  slotMinutes: string;
  capacity: string;
  horizonDays: string;
}

const EMPTY_RANGE = { from: '', to: '' };

function draftOf(settings: Settings): SettingsDraft {
  return {
    days: settings.weekdays.map((day) => ({
      name: day.name,
      ranges: [0, 1].map((i) => ({ ...(day.ranges[i] ?? EMPTY_RANGE) })),
    })),
    slotMinutes: String(settings.slotMinutes),
    capacity: String(settings.capacity),
    horizonDays: String(settings.horizonDays),
  };
}

const EMPTY_CLOSURE = { fromDay: '', toDay: '', reason: '' };

/**
 * The lab's settings as staff edit them (docs/product.md#appointments): the hours, the slot
 * length, the capacity and the horizon saved together; closures added and removed one by one.
 * The Worker judges them and its refusal shows as it words it.
 */
export function useLabSettings() {
  const [shown, reload] = useQuery({ query: LabSettingsQuery });
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const [edited, setEdited] = useState<SettingsDraft | null>(null);
  const [closure, setClosure] = useState(EMPTY_CLOSURE);
  const save = useStaffAction(UpdateLabSettingsMutation, refresh);
  const add = useStaffAction(AddLabClosureMutation, refresh);
  const remove = useStaffAction(RemoveLabClosureMutation, refresh);
  const settings = shown.data?.adminLabSettings ?? null;
  const draft = edited ?? (settings ? draftOf(settings) : null);

  async function saveDraft() {
    if (!draft) return;
    const input = {
      weekdays: draft.days.map((day) => ({
        ranges: day.ranges.filter((range) => range.from !== '' || range.to !== ''),
      })),
      slotMinutes: Number(draft.slotMinutes),
      capacity: Number(draft.capacity),
      horizonDays: Number(draft.horizonDays),
    };
    const result = await save.run({ input }, 'Orari del laboratorio salvati');
    if (result && !result.error) setEdited(null);
  }

  async function addClosure() {
    const result = await add.run({ input: closure }, 'Chiusura aggiunta');
    if (result && !result.error) setClosure(EMPTY_CLOSURE);
  }

  return {
    draft,
    edit: setEdited,
    saveDraft,
    saving: save.busy,
    closures: settings?.closures ?? [],
    closure,
    setClosure,
    addClosure,
    removeClosure: (id: string) => remove.run({ id }, 'Chiusura tolta'),
    busy: add.busy || remove.busy,
  };
}

export type LabSettingsForm = ReturnType<typeof useLabSettings>;
