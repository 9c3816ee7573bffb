import { type Board, boardLimitMessage, type Company, type PlanId } from '@sayso/api/contract';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UpgradeGate } from '@/components/ui/plan-gate';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { theme } from '@/styles/theme';
import { reorderBoards, useBoardSettings } from '../api/boards-api';
import { atBoardLimit, planWithMoreBoards } from '../lib/board-draft';
import { BoardDialog } from './board-dialog';
import { BoardItem } from './board-item';
import { DeleteBoardDialog } from './delete-board-dialog';

type Open = { kind: 'create' } | { kind: 'edit'; board: Board } | { kind: 'delete'; board: Board } | null;

/**
 * 'Boards' (issue 27, owner and admin): the company's boards in switcher order with their address,
 * idea count and visibility; create, change, reorder with Move up / Move down, and delete with the
 * board its ideas move to. At the plan's count of boards the create button gives way to the upgrade note.
 */
export function BoardsCard({ company, plan }: { company: Company; plan: PlanId }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const list = useBoardSettings(company.id);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  // After a move, the keyboard goes back to the first of these that is enabled.
  const [focusTarget, setFocusTarget] = useState<string[]>();
  useEffect(() => {
    if (!focusTarget || busy) return;
    focusFirst(focusTarget);
    setFocusTarget(undefined);
  }, [focusTarget, busy]);

  /** Every write answers the new list; the public switcher and the inbox read theirs anew. */
  const saved = async (next: Board[]) => {
    await Promise.all([
      list.mutate(next, { revalidate: false }),
      mutate(apiPaths.company(company.slug).boards()),
    ]);
  };

  const boards = list.data ?? [];
  const move = async (index: number, by: -1 | 1) => {
    const ids = boards.map((board) => board.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    // Keep the keyboard on the same button of the moved board, or its twin at an end.
    setFocusTarget([`board-${id}-${by < 0 ? 'up' : 'down'}`, `board-${id}-${by < 0 ? 'down' : 'up'}`]);
    setBusy(true);
    try {
      await saved(await reorderBoards(company.id, ids));
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to reorder the boards'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const upgradeTo = planWithMoreBoards(plan);
  const create = (
    <Button onClick={() => setOpen({ kind: 'create' })} disabled={!list.data}>
      New board
    </Button>
  );
  return (
    <Card as="section" aria-labelledby="boards-title">
      <CardHeader>
        <CardTitle id="boards-title">Boards</CardTitle>
        <CardDescription>
          Each board has its own address, ideas and audience. The first is your default board: the one your
          company page opens on.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          {list.error && !list.data && (
            <p role="alert">{errorMessage(list.error, 'Failed to load the boards')}</p>
          )}
          {!list.data && !list.error && <Spinner label="Loading boards" />}
          {boards.length > 0 && (
            <List aria-label="Your boards" aria-busy={busy || undefined}>
              {boards.map((board, index) => (
                <BoardItem
                  key={board.id}
                  board={board}
                  companySlug={company.slug}
                  plan={plan}
                  index={index}
                  count={boards.length}
                  busy={busy}
                  onMove={(by) => void move(index, by)}
                  onEdit={() => setOpen({ kind: 'edit', board })}
                  onDelete={() => setOpen({ kind: 'delete', board })}
                />
              ))}
            </List>
          )}
          <div>
            {atBoardLimit(plan, boards.length) && upgradeTo ? (
              <UpgradeGate message={boardLimitMessage(plan)} upgradeTo={upgradeTo}>
                {create}
              </UpgradeGate>
            ) : (
              create
            )}
          </div>
        </Stack>
      </CardBody>
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <BoardDialog
          companyId={company.id}
          plan={plan}
          board={open.kind === 'edit' ? open.board : undefined}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'delete' && (
        <DeleteBoardDialog
          companyId={company.id}
          board={open.board}
          boards={boards}
          onClose={() => setOpen(null)}
          onDeleted={saved}
        />
      )}
    </Card>
  );
}

function focusFirst(ids: string[]) {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element instanceof HTMLButtonElement && !element.disabled) return element.focus();
  }
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
`;
