/**
 * The props of the pieces a route hands a board: features never import each other, so the
 * company page and the embed board get the submit dialog from app/routes, typed here.
 */
import type { Idea } from '@sayso/api/contract';
import type { ReactNode } from 'react';

export interface SubmitDialogProps {
  open: boolean;
  onClose: () => void;
  company: { id: number; name: string };
  /** After the server accepted the idea (refresh lists, notify an embedding page). */
  onSubmitted: (idea: Idea) => void | Promise<void>;
}

/** Draws the submit dialog of a board's company. */
export type RenderSubmitDialog = (props: SubmitDialogProps) => ReactNode;
