import type { InboxView } from '@sayso/api/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Menu, MenuItem, MenuPopup, MenuTrigger } from '@/components/ui/menu';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { createInboxView, deleteInboxView, renameInboxView, useInboxViews } from '../api/demand-api';
import { sameQuery } from '../lib/view-query';
import { ViewNameDialog } from './view-name-dialog';

type Editing =
  | { kind: 'save' }
  | { kind: 'rename'; view: InboxView }
  | { kind: 'delete'; view: InboxView }
  | null;

/**
 * The team's saved inbox views (issue 28): "Save view" names the inbox's filters as the URL holds
 * them; the Views menu opens one (its query becomes the URL); the view open now can be renamed or
 * deleted. Team-wide: everyone on the team sees the same views.
 */
export function SavedViews({ companyId }: { companyId: number }) {
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const views = useInboxViews(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const query = params.toString();
  const current = views.data?.find((view) => sameQuery(view.query, query));

  const failed = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  return (
    <Bar role="group" aria-label="Saved views">
      <Menu>
        <MenuTrigger className="views-trigger" disabled={!views.data || views.data.length === 0}>
          {current ? `View: ${current.name}` : 'Views'}
        </MenuTrigger>
        <Popup aria-label="Saved views">
          {views.data?.map((view) => (
            <MenuItem
              key={view.id}
              checked={view.id === current?.id}
              onClick={() => setParams(new URLSearchParams(view.query))}
            >
              {view.name}
            </MenuItem>
          ))}
        </Popup>
      </Menu>
      <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setEditing({ kind: 'save' })}>
        Save view
      </Button>
      {current && (
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-haspopup="dialog"
            onClick={() => setEditing({ kind: 'rename', view: current })}
          >
            Rename view
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-haspopup="dialog"
            onClick={() => setEditing({ kind: 'delete', view: current })}
          >
            Delete view
          </Button>
        </>
      )}
      {editing?.kind === 'save' && (
        <ViewNameDialog
          title="Save view"
          submitLabel="Save view"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await createInboxView(companyId, { name, query });
            await views.mutate();
            toast({
              title: 'View saved',
              description: `"${name}" is in the Views menu for the team`,
              variant: 'success',
            });
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <ViewNameDialog
          title="Rename view"
          submitLabel="Rename"
          initialName={editing.view.name}
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await renameInboxView(companyId, editing.view.id, name);
            await views.mutate();
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <Dialog
          open
          onClose={() => setEditing(null)}
          title="Delete view?"
          description={`"${editing.view.name}" goes for the whole team. The ideas stay as they are.`}
        >
          <Actions>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={async () => {
                try {
                  await deleteInboxView(companyId, editing.view.id);
                  await views.mutate();
                  setEditing(null);
                } catch (error) {
                  failed(error, 'The view could not be deleted');
                }
              }}
            >
              Delete view
            </Button>
          </Actions>
        </Dialog>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  position: relative;
  .views-trigger {
    min-height: 34px;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.sm};
    cursor: pointer;
    &:disabled { color: ${theme.colors.textMuted}; cursor: default; }
    &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
  }
`;

const Popup = styled(MenuPopup)`
  position: absolute;
  z-index: ${theme.z.dropdown};
  top: 100%;
  left: 0;
  min-width: 200px;
  margin-top: ${theme.space[1]};
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.lg};
  display: flex;
  flex-direction: column;
  button {
    text-align: left;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 0;
    border-radius: ${theme.radius.sm};
    background: none;
    color: ${theme.colors.text};
    font-size: ${theme.font.size.sm};
    cursor: pointer;
    &:hover, &:focus { background: ${theme.colors.brandSoft}; outline: none; }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
