/**
 * The props of the pieces a route hands a board: features never import each other, so the
 * company page and the embed board get the submit dialog from app/routes, typed here.
 */
import type { CompanyPage, Idea, PublicBoard } from '@sayso/api/contract';
import type { ReactNode } from 'react';

export interface SubmitDialogProps {
  open: boolean;
  onClose: () => void;
  /** The board's company; its own categories fill the form's Category select. */
  company: Pick<CompanyPage, 'id' | 'slug' | 'name' | 'categories'>;
  /** The board shown, which the idea is posted to; none yet: the company's default board. */
  board?: Pick<PublicBoard, 'id' | 'slug'> | undefined;
  /** After the server accepted the idea (refresh lists, notify an embedding page). */
  onSubmitted: (idea: Idea) => void | Promise<void>;
  /** After a vote on a similar idea shown in the form (tell an embedding page, as board votes do). */
  onVoted?: (ideaId: number) => void;
}

/** Draws the submit dialog of a board's company. */
export type RenderSubmitDialog = (props: SubmitDialogProps) => ReactNode;
