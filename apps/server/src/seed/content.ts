/** Texts the demo seed draws from: people, companies, subjects and bodies that read like real team mail. */

export const ACME_USERS = [
  { key: 'alice', email: 'alice@acme.example', display_name: 'Alice Martin' },
  { key: 'bob', email: 'bob@acme.example', display_name: 'Bob Chen' },
  { key: 'carol', email: 'carol@acme.example', display_name: 'Carol Diaz' },
  { key: 'dave', email: 'dave@acme.example', display_name: 'Dave Okafor' },
] as const;

export const GLOBEX_USERS = [
  { key: 'erin', email: 'erin@globex.example', display_name: 'Erin Walsh' },
  { key: 'frank', email: 'frank@globex.example', display_name: 'Frank Moreau' },
] as const;

export const EXTERNAL_PEOPLE = [
  { email: 'nina.patel@northwind.example', name: 'Nina Patel', company: 'Northwind' },
  { email: 'tom.becker@contoso.example', name: 'Tom Becker', company: 'Contoso' },
  { email: 'li.wei@fabrikam.example', name: 'Li Wei', company: 'Fabrikam' },
  { email: 'sara.jones@initech.example', name: 'Sara Jones', company: 'Initech' },
  { email: 'marco.rossi@umbrella.example', name: 'Marco Rossi', company: 'Umbrella' },
  { email: 'ava.nguyen@hooli.example', name: 'Ava Nguyen', company: 'Hooli' },
  { email: 'jonas.berg@wayne.example', name: 'Jonas Berg', company: 'Wayne Enterprises' },
  { email: 'priya.rao@stark.example', name: 'Priya Rao', company: 'Stark Industries' },
  { email: 'billing@paperclip.example', name: 'Paperclip Billing', company: 'Paperclip' },
  { email: 'legal@lawfirm.example', name: 'Morgan Lee', company: 'Lee & Partners' },
] as const;

/** Newsletters; those with a `listId` are mailing lists (their List-Id header, RFC 2919), found by `list:`. */
export const NEWSLETTERS: {
  email: string;
  name: string;
  category: 'updates' | 'promotions' | 'social' | 'forums';
  listId?: string;
}[] = [
  {
    email: 'news@devweekly.example',
    name: 'Dev Weekly',
    category: 'updates' as const,
    listId: 'Dev Weekly <news.devweekly.example>',
  },
  { email: 'deals@shopmart.example', name: 'ShopMart', category: 'promotions' as const },
  { email: 'offers@travelnow.example', name: 'TravelNow', category: 'promotions' as const },
  { email: 'notifications@linkup.example', name: 'LinkUp', category: 'social' as const },
  { email: 'digest@friendsnet.example', name: 'FriendsNet', category: 'social' as const },
  {
    email: 'noreply@forum.rust.example',
    name: 'Rust Forum',
    category: 'forums' as const,
    listId: 'users.forum.rust.example',
  },
  { email: 'community@designers.example', name: 'Designers Hub', category: 'forums' as const },
  { email: 'status@cloudhost.example', name: 'CloudHost Status', category: 'updates' as const },
];

export const SPAMMERS = [
  { email: 'winner@lottery-prize.example', name: 'Prize Department' },
  { email: 'ceo@urgent-transfer.example', name: 'Urgent Transfer' },
  { email: 'sales@cheap-meds.example', name: 'Best Pharmacy' },
];

export const CUSTOMER_SUBJECTS = [
  'Renewal quote for {company}',
  'Question about the {company} invoice',
  'Onboarding call next week',
  'Feedback on the beta',
  'Contract redlines from {company}',
  'Pricing for 40 extra seats',
  'Bug report: export to CSV fails',
  'Intro: {company} x Acme',
  'Security questionnaire',
  'Can we move our meeting?',
  'Purchase order #{n}',
  'Support ticket {n}: login loop',
];

export const INTERNAL_SUBJECTS = [
  'Q{q} planning',
  'Hiring plan for the support team',
  'Offsite agenda',
  'Launch checklist',
  'Weekly metrics',
  'Draft: blog post on shared inboxes',
  'Customer escalation: {company}',
  'Holiday coverage',
  'Design review notes',
  'Budget for the conference',
  'New pricing page copy',
  'Retro: incident #{n}',
];

export const NEWSLETTER_SUBJECTS: Record<string, string[]> = {
  updates: [
    'Your weekly digest',
    'Scheduled maintenance on Sunday',
    'Release notes {n}.0',
    'Incident resolved',
  ],
  promotions: ['48-hour flash sale', 'Your exclusive {n}% discount', 'Last chance: free shipping'],
  social: ['You have {n} new connection requests', 'Someone mentioned you', 'Your memories from this day'],
  forums: ['New reply in "async traits"', 'Weekly top topics', 'Your post got {n} likes'],
};

export const SPAM_SUBJECTS = [
  'You have WON $1,000,000',
  'URGENT: wire transfer needed today',
  'Cheap meds, no prescription',
];

export const OPENERS = [
  'Hi {name},',
  'Hello {name},',
  'Hey {name},',
  'Good morning {name},',
  'Thanks for the quick reply, {name}.',
];

export const SENTENCES = [
  'I wanted to follow up on our conversation from last week.',
  'Could you take a look at the attached document when you have a minute?',
  'We are aiming to wrap this up before the end of the month.',
  'The numbers look better than expected, especially in the enterprise segment.',
  'Let me know if Tuesday or Wednesday works better for a call.',
  'I have shared the draft in the team folder; comments are welcome.',
  'Our legal team asked for two small changes to the contract.',
  'The customer is happy with the rollout so far.',
  'We still need a decision on the budget before we can proceed.',
  'Can you confirm the invoice amount and the payment terms?',
  'I added the action items to the tracker.',
  'The release is scheduled for Thursday afternoon.',
  'We saw a spike in support tickets after the last update.',
  'Please loop in whoever owns the renewal on your side.',
  'Happy to jump on a call to go through the details.',
  'The proposal covers onboarding, training and priority support.',
];

export const CLOSINGS = ['Thanks,', 'Best,', 'Cheers,', 'Kind regards,', 'Talk soon,'];

export const PRIVATE_COMMENTS = [
  'I can take this one.',
  'Let us not promise a date yet.',
  'This customer is on the enterprise plan, prioritise it.',
  'Looping you in, Carol: can you check the numbers?',
  'Agreed, I will reply tomorrow morning.',
  'Heads up: they asked the same question last quarter.',
];

export const ATTACHMENT_NAMES = [
  { name: 'proposal.pdf', mime_type: 'application/pdf' },
  {
    name: 'contract-v3.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'screenshot.png', mime_type: 'image/png' },
  { name: 'q3-metrics.xlsx', mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { name: 'team-photo.jpg', mime_type: 'image/jpeg' },
  { name: 'invoice-2041.pdf', mime_type: 'application/pdf' },
  { name: 'demo-recording.mp4', mime_type: 'video/mp4' },
  { name: 'reaction.gif', mime_type: 'image/gif' },
  { name: 'invite.ics', mime_type: 'text/calendar' },
];

export const REACTION_CODES = ['1f44d', '2705', '1f440', '1f64c', '1f64f'];
