import type { CompanyPage } from '@sayso/api/contract';
import { describe, expect, it } from 'vitest';
import { canSeeRoadmap } from './use-roadmap';

const company = (roadmapPublic: boolean) =>
  ({ slug: 'acme', ownerId: 1, board: { roadmapPublic } }) as unknown as CompanyPage;

describe('canSeeRoadmap', () => {
  it('shows a public roadmap to everyone', () => {
    expect(canSeeRoadmap(company(true), null)).toBe(true);
  });

  it('shows a private roadmap to the owner and the team the user is on, no one else', () => {
    expect(canSeeRoadmap(company(false), { id: 1, companySlug: 'acme' })).toBe(true);
    expect(canSeeRoadmap(company(false), { id: 2, companySlug: 'acme' })).toBe(true);
    expect(canSeeRoadmap(company(false), { id: 3, companySlug: 'other' })).toBe(false);
    expect(canSeeRoadmap(company(false), { id: 4, companySlug: null })).toBe(false);
    expect(canSeeRoadmap(company(false), null)).toBe(false);
  });
});
