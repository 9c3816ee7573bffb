/**
 * Every URL of the Sayso API the portal calls, and so every swr key: the one place that spells
 * `/api/…` (architecture.test.ts keeps it so). A slug is encoded here; ids are numbers.
 */
const seg = encodeURIComponent;

/** `/api/companies/{slug}/…`: the public board's reads, by slug. */
function companyBySlug(slug: string) {
  const root = `/api/companies/${seg(slug)}`;
  return {
    root: () => root,
    stats: () => `${root}/stats`,
    ideas: () => `${root}/features`,
    /** The boards the caller may see, in switcher order (the first is their default). */
    boards: () => `${root}/boards`,
    /** Similar ideas on one board (`board`, a board slug), or on every board the caller sees. */
    similar: (q: string, board?: string) =>
      `${root}/similar?q=${seg(q)}${board ? `&board=${seg(board)}` : ''}`,
    /** The roadmap of one board (`board`, a board slug), or of every board the caller sees. */
    roadmap: (board?: string) => `${root}/roadmap${board ? `?board=${seg(board)}` : ''}`,
    usage: () => `${root}/usage`,
    events: () => `${root}/events`,
    /** Issue 29: a page of the published changelog, one entry, the subscribe form, a widget view. */
    changelog: (page: number) => `${root}/changelog?page=${page}`,
    changelogEntry: (entrySlug: string) => `${root}/changelog/${seg(entrySlug)}`,
    changelogSubscribe: () => `${root}/changelog/subscribe`,
    changelogView: (entrySlug: string) => `${root}/changelog/${seg(entrySlug)}/view`,
  };
}

/** `/api/companies/{id}/…`: the team's and the owner's calls, by company id. */
function companyById(companyId: number) {
  const root = `/api/companies/${companyId}`;
  return {
    root: () => root,
    settings: () => `${root}/settings`,
    domain: () => `${root}/domain`,
    moderation: () => `${root}/moderation`,
    heldIdeas: () => `${root}/held-ideas`,
    categories: () => `${root}/categories`,
    boardSettings: () => `${root}/board-settings`,
    boards: () => `${root}/boards`,
    board: (boardId: number) => `${root}/boards/${boardId}`,
    export: (dataset: string, format: string) => `${root}/export/${dataset}?format=${format}`,
    importPreview: () => `${root}/import/preview`,
    import: () => `${root}/import`,
    team: () => `${root}/team`,
    teamMe: () => `${root}/team/me`,
    teamMentionable: (q: string) => `${root}/team/mentionable?q=${encodeURIComponent(q)}`,
    inbox: () => `${root}/inbox`,
    /** Issue 28: the inbox's voter Company and Plan choices, and the team's saved views. */
    inboxSegments: () => `${root}/inbox/segments`,
    inboxViews: () => `${root}/inbox/views`,
    inboxView: (viewId: number) => `${root}/inbox/views/${viewId}`,
    undo: () => `${root}/undo`,
    insights: () => `${root}/insights`,
    identify: () => `${root}/identify`,
    apiKeys: () => `${root}/api-keys`,
    webhooks: () => `${root}/webhooks`,
    ideaPeople: (ideaId: number) => `${root}/ideas/${ideaId}/people`,
    onboarding: () => `${root}/onboarding`,
    /** The team's tags (issue 28). */
    tags: () => `${root}/tags`,
    tag: (tagId: number) => `${root}/tags/${tagId}`,
    /** The team's changelog (issue 29): entries in every state, their cover, labels and settings. */
    changelog: () => `${root}/changelog`,
    changelogEntry: (entryId: number) => `${root}/changelog/${entryId}`,
    changelogCover: () => `${root}/changelog/cover`,
    changelogLabels: () => `${root}/changelog-labels`,
    changelogLabel: (labelId: number) => `${root}/changelog-labels/${labelId}`,
    changelogSettings: () => `${root}/changelog-settings`,
  };
}

/** `/api/features/{id}/…`: one idea (the API's old name for ideas). */
function idea(ideaId: number) {
  const root = `${IDEAS}/${ideaId}`;
  return {
    root: () => root,
    comments: () => `${root}/comments`,
    comment: (commentId: number) => `${root}/comments/${commentId}`,
    activity: () => `${root}/activity`,
    merges: () => `${root}/merges`,
    merge: () => `${root}/merge`,
    approve: () => `${root}/approve`,
    vote: () => `${root}/vote`,
    anonymousVote: () => `${root}/anonymous-vote`,
    guestComments: () => `${root}/guest-comments`,
    /** PUT: the team's tags on the idea (issue 28). */
    tags: () => `${root}/tags`,
    /** Issue 28: votes the team recorded for a customer. */
    votesOnBehalf: () => `${root}/votes/on-behalf`,
  };
}

const IDEAS = '/api/features';

export const apiPaths = {
  auth: {
    me: '/api/auth/me',
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    logout: '/api/auth/logout',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    verifyEmail: '/api/auth/verify-email',
    verifyEmailResend: '/api/auth/verify-email/resend',
  },
  account: {
    root: '/api/account',
    email: '/api/account/email',
    emailConfirm: '/api/account/email/confirm',
    password: '/api/account/password',
    delete: '/api/account/delete',
    notifications: '/api/account/notifications',
    sessions: '/api/account/sessions',
  },
  notifications: {
    unsubscribe: '/api/notifications/unsubscribe',
    resubscribe: '/api/notifications/resubscribe',
  },
  billing: {
    config: '/api/billing/config',
    subscription: '/api/billing/subscription',
    cancel: '/api/billing/cancel',
    resume: '/api/billing/resume',
    checkoutSession: '/api/create-checkout-session',
    createSubscription: '/api/create-subscription',
    verifySubscription: (query: URLSearchParams) => `/api/subscription/verify?${query}`,
  },
  companies: '/api/companies',
  slugAvailability: (slug: string) => `/api/companies/slug-availability?slug=${seg(slug)}`,
  confirmGuestComment: '/api/comments/confirm',
  /** Issue 29: the changelog e-mails' confirm and unsubscribe links post their token here. */
  changelogSubscriptions: {
    confirm: '/api/changelog/subscriptions/confirm',
    unsubscribe: '/api/changelog/subscriptions/unsubscribe',
  },
  /** The editor's Preview tab: the server renders Markdown exactly as it will store it. */
  markdownPreview: '/api/markdown/preview',
  company: companyBySlug,
  companyById,
  /** Every idea URL starts so: `ideas + '/'` matches any one idea's key. */
  ideas: IDEAS,
  anonymousIdeas: `${IDEAS}/anonymous`,
  idea,
  upload: '/api/upload',
  /** Screenshots for an idea or comment (issue 28). */
  attachments: '/api/attachments',
  support: '/api/support',
  teamAccept: '/api/team/accept',
  teamInvitation: (token: string) => `/api/team/invitation?token=${seg(token)}`,
  identifySession: '/api/identify/session',
  /** Where the interactive reference of the REST API is served. */
  apiReference: '/api/v1/reference',
} as const;
