import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { REORDER_DIRECTION, type ReorderDirection } from '@platform/contract';
import type { ResourceDef, ResourceRecord } from '@platform/resources';
import { useToast, useTranslate } from '@platform/ui';
import { type useResourcePermissions, useResourceMutations } from './hooks';
import type { RowAction } from './resource-grid';

export interface RowActionsOptions {
  def: ResourceDef;
  can: ReturnType<typeof useResourcePermissions>;
  /** The list shows the trash: its rows offer only restore. */
  trashed: boolean;
  /** The record's title for labels and messages. */
  title: (record: ResourceRecord) => string;
  /** Reloads the list (after a swap). */
  reload: () => Promise<unknown>;
  /** Asks before deleting the record. */
  onDelete: (record: ResourceRecord) => void;
}

/**
 * The row actions of a resource list by permission: show, edit, move up/down (a definition with a swap call), delete;
 * in the trash, restore.
 */
export function useRowActions({ def, can, trashed, title, reload, onDelete }: RowActionsOptions) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useApiClient();
  const mutations = useResourceMutations(def);
  const base = `/${def.segment}`;

  const restoreTrigger = mutations.restore.trigger;
  const restore = useCallback(
    async (record: ResourceRecord) => {
      try {
        await restoreTrigger({ params: { id: record.id } });
        toast.success('resources.messages.restored', { name: title(record) });
      } catch (failure) {
        toast.error(failure);
      }
    },
    [restoreTrigger, toast, title],
  );

  // a definition with the domain's swap call: a record trades places with its neighbour (spec §7 … swap)
  const swapCall = def.swap;
  const swap = useCallback(
    async (record: ResourceRecord, direction: ReorderDirection) => {
      if (!swapCall) return;
      try {
        await client.call(swapCall, { params: { id: record.id }, body: { direction } });
        await reload();
        toast.success('resources.messages.moved', { name: title(record) });
      } catch (failure) {
        toast.error(failure);
      }
    },
    [swapCall, client, reload, toast, title],
  );

  return useCallback(
    (record: ResourceRecord): RowAction[] => {
      const name = title(record);
      if (trashed) {
        return can.update
          ? [
              {
                key: 'restore',
                label: t('resources.actions.restore_record', { name }),
                icon: <RestoreFromTrashOutlined />,
                onClick: () => void restore(record),
              },
            ]
          : [];
      }
      const list: RowAction[] = [];
      if (can.viewSingle)
        list.push({
          key: 'show',
          label: t('resources.actions.show_record', { name }),
          icon: <VisibilityOutlined />,
          onClick: () => navigate(`${base}/${record.id}`),
        });
      if (can.update)
        list.push({
          key: 'edit',
          label: t('resources.actions.edit_record', { name }),
          icon: <EditOutlined />,
          onClick: () => navigate(`${base}/${record.id}/edit`),
        });
      if (swapCall && can.update)
        list.push(
          {
            key: 'up',
            label: t('resources.actions.move_up_record', { name }),
            icon: <ArrowUpwardOutlined />,
            onClick: () => void swap(record, REORDER_DIRECTION.UP),
          },
          {
            key: 'down',
            label: t('resources.actions.move_down_record', { name }),
            icon: <ArrowDownwardOutlined />,
            onClick: () => void swap(record, REORDER_DIRECTION.DOWN),
          },
        );
      if (can.delete)
        list.push({
          key: 'delete',
          label: t('resources.actions.delete_record', { name }),
          icon: <DeleteOutlined />,
          onClick: () => onDelete(record),
        });
      return list;
    },
    [
      trashed,
      can.update,
      can.viewSingle,
      can.delete,
      title,
      t,
      navigate,
      base,
      restore,
      swapCall,
      swap,
      onDelete,
    ],
  );
}
