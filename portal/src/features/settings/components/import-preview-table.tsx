import type { ImportPreview } from '@sayso/api/contract';
import { STATUS_LABELS } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The dry run as a table: one row per CSV row, the idea it makes or its errors. It scrolls
 * sideways inside its own box (reachable by keyboard) so a phone's page never does.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <Scroller tabIndex={0} role="region" aria-label="Import preview">
      <Table>
        <caption className="visually-hidden">What the import will create, row by row</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Votes</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) =>
            row.idea ? (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                <td>{row.idea.title}</td>
                <td>{row.idea.categoryName}</td>
                <td>{STATUS_LABELS[row.idea.status]}</td>
                <td>{row.idea.votes}</td>
              </tr>
            ) : (
              <ErrorRow key={row.row}>
                <th scope="row">{row.row}</th>
                <td colSpan={4}>
                  <ul aria-label={`Errors in row ${row.row}`}>
                    {row.issues.map((issue) => (
                      <li key={issue.path}>{issue.message}</li>
                    ))}
                  </ul>
                </td>
              </ErrorRow>
            ),
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};

  th, td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surfaceMuted};
    font-weight: ${theme.font.weight.semibold};
  }
  tbody th { font-weight: ${theme.font.weight.medium}; color: ${theme.colors.textMuted}; }
  ul { margin: 0; padding-left: ${theme.space[4]}; }
`;

const ErrorRow = styled.tr`
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;
