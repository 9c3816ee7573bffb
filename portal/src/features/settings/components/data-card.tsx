import {
  type Company,
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  type ExportDataset,
  hasEntitlement,
  type PlanId,
} from '@sayso/api/contract';
import styled from 'styled-components';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanGate } from '@/components/ui/plan-gate';
import { theme } from '@/styles/theme';
import { exportUrl } from '../api/data-api';
import { ImportForm, SectionTitle } from './import-form';

const DATASET_NAMES: Record<ExportDataset, string> = { ideas: 'Ideas', votes: 'Votes', comments: 'Comments' };

/**
 * 'Data' (Data export, Pro and Business): download the board's ideas, votes and comments as CSV
 * or JSON, and import ideas from a CSV file after a dry run. Greyed below Pro.
 */
export function DataCard({ company, plan }: { company: Company; plan: PlanId }) {
  return (
    <Card as="section" aria-labelledby="data-title">
      <CardHeader>
        <CardTitle id="data-title">Data</CardTitle>
        <CardDescription>
          Download your board (private ideas included, marked as private) or import ideas from a CSV file.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <PlanGate plan={plan} entitlement="dataExport">
          <Sections>
            <Downloads company={company} allowed={hasEntitlement(plan, 'dataExport')} />
            <ImportForm company={company} />
          </Sections>
        </PlanGate>
      </CardBody>
    </Card>
  );
}

/**
 * One link per dataset and format. Links cannot be disabled, so below the plan they are
 * disabled buttons instead, greyed by the PlanGate's fieldset like every other control.
 */
function Downloads({ company, allowed }: { company: Company; allowed: boolean }) {
  return (
    <div>
      <SectionTitle id="data-export-title">Export</SectionTitle>
      <List>
        {EXPORT_DATASETS.map((dataset) => (
          <Row key={dataset}>
            <Name>{DATASET_NAMES[dataset]}</Name>
            {EXPORT_FORMATS.map((format) => {
              const label = `Download ${dataset} as ${format.toUpperCase()}`;
              return allowed ? (
                <DownloadLink
                  key={format}
                  href={exportUrl(company.id, dataset, format)}
                  download
                  aria-label={label}
                  $variant="outline"
                  $size="sm"
                  $fullWidth={false}
                >
                  {format.toUpperCase()}
                </DownloadLink>
              ) : (
                <Button key={format} variant="outline" size="sm" disabled aria-label={label}>
                  {format.toUpperCase()}
                </Button>
              );
            })}
          </Row>
        ))}
      </List>
    </div>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Name = styled.span`
  min-width: 6rem;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const DownloadLink = styled.a<{ $variant: 'outline'; $size: 'sm'; $fullWidth: boolean }>`
  ${buttonStyles}
`;
