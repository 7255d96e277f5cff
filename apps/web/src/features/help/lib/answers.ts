/**
 * The answers Help & Support shows and searches (issue 14), written for Atelier as it works today.
 * Keep each answer short and true to the product; `words` adds search terms the text lacks.
 */
export interface HelpAnswer {
  id: string;
  topic: string;
  question: string;
  answer: string;
  words?: string;
}

export const HELP_ANSWERS: readonly HelpAnswer[] = [
  {
    id: 'add-product',
    topic: 'Products and the wall',
    question: 'How do I add a product?',
    answer:
      'Choose Create in the header, then Create Product. Give it a name (up to 100 characters) and, if you like, a description, category, season, fabrics, tags, colours and a deadline. A new product starts at the Idea stage.',
    words: 'design new create sample style',
  },
  {
    id: 'wall',
    topic: 'Products and the wall',
    question: 'What is the wall, and how do I find a product on it?',
    answer:
      'The wall shows the products of the teams you work in. Search them by name, or filter them by season, deadline, tag, category or fabric. The sidebar’s Wall opens it; Progress shows the same products by stage.',
    words: 'filter search find season deadline tag category fabric board',
  },
  {
    id: 'stages',
    topic: 'Products and the wall',
    question: 'How do I move a product to the next stage?',
    answer:
      'Open Progress from the wall: a column per stage (Idea, Design, Sampling, Approved, Production). Drag a card to another column, or from the keyboard focus its grip, press Space, move it with the arrow keys and press Space again. Cards with a lock are ones you may not edit.',
    words: 'progress kanban status workflow drag drop sampling production approved',
  },
  {
    id: 'files',
    topic: 'Files and image pins',
    question: 'Which files can I upload to a product?',
    answer:
      'Images (JPG, PNG, GIF, WebP, TIFF, HEIC, SVG and common camera RAW files), PDF, Word, Excel, PowerPoint, CSV, text, Photoshop, EPS and ZIP: up to 100 files and 2 GB at a time. Put them in folders, rename or move them from each file’s menu. A file must really be what its extension says.',
    words: 'upload attach folder pdf image photo size limit extension',
  },
  {
    id: 'pins',
    topic: 'Files and image pins',
    question: 'How do I pin a comment to a spot on an image?',
    answer:
      'Open the image from the product, press Add pin (or the C key) and click the spot: a numbered pin appears and the comment box takes your text. Zoom with the buttons or the mouse wheel and drag to move around. Resolved threads hide their pins until you turn on Show resolved.',
    words: 'pin marker annotate annotation markup image feedback zoom resolve',
  },
  {
    id: 'comments',
    topic: 'Comments and @mentions',
    question: 'How do comments and replies work?',
    answer:
      'Everyone in the team who may comment can start a thread on a product or an image and reply to it. You can edit your own comments; a thread can be resolved once it is settled and reopened later. Press Ctrl+Enter (Cmd+Enter on a Mac) to post.',
    words: 'comment reply thread resolve reopen edit delete feedback',
  },
  {
    id: 'mentions',
    topic: 'Comments and @mentions',
    question: 'How do I mention a colleague?',
    answer:
      'Type @ and the first letters of their name in a comment, then pick them with the arrow keys and Enter (or a click). They are told on the bell, and by e-mail if their settings say so. Only people who may read the product’s comments can be mentioned.',
    words: 'mention tag notify colleague teammate at sign',
  },
  {
    id: 'share',
    topic: 'Sharing with suppliers',
    question: 'How do I share a design with a supplier or client?',
    answer:
      'On the product, choose Share, then Copy a link or Send by e-mail (up to 20 addresses). Can view shows the design, its files and comments; Can comment and view also lets the visitor comment and pin notes on the images, under the name they give. Nobody needs an account, and the link opens only this one product.',
    words: 'supplier factory vendor client guest external link email outside view comment',
  },
  {
    id: 'revoke',
    topic: 'Sharing with suppliers',
    question: 'How do I stop sharing a link?',
    answer:
      'Open Share on the product: it lists the links already made. Revoke one and it stops working at once, for everyone who has it. When you make a link, Link works lets it end by itself after 1, 7 or 30 days.',
    words: 'revoke remove stop expire delete link unshare',
  },
  {
    id: 'teams',
    topic: 'Teams, roles and permissions',
    question: 'How do I invite people to my team?',
    answer:
      'Open the team from Teams and choose Invite members, type their e-mail addresses and pick a role. They join once they accept the e-mailed invitation, valid for 7 days. With the Create users permission you can also make an account for a colleague: Create user on the team’s page.',
    words: 'invite member colleague join team add user seat',
  },
  {
    id: 'roles',
    topic: 'Teams, roles and permissions',
    question: 'What can each role do?',
    answer:
      'Viewer sees products and comments; Commenter also comments and shares; Designer also adds, edits and duplicates products; Manager can do everything except delete the team. Only the team owner changes a member’s permissions, and you can only give permissions you hold yourself. Custom roles live in Roles & Permission (paid plans).',
    words: 'role permission access viewer commenter designer manager owner rights block',
  },
  {
    id: 'announcements',
    topic: 'Teams, roles and permissions',
    question: 'How do I tell the whole team something?',
    answer:
      'Post an announcement: select the team in the header, then choose New announcement above the dashboard (the team owner and members with the Edit the team permission can). Write it in Markdown, pin it to the top or let it end at a set time. Everyone in the team sees it on the dashboard and the wall until they dismiss it, and hears of it per their New announcement notification setting.',
    words: 'announcement announce news banner pin message everyone dismiss markdown',
  },
  {
    id: 'reminders',
    topic: 'Reminders',
    question: 'How do reminders work?',
    answer:
      'Choose Create, then Create Reminder, or open Reminder in the sidebar. A Self Reminder is only for you, a Team Reminder for everyone in the team. Pick the time, whether it repeats (daily, weekly, monthly, weekdays) and how early to be told. Snooze it or mark it done from the list.',
    words: 'reminder alarm due date deadline repeat snooze schedule calendar',
  },
  {
    id: 'notifications',
    topic: 'Notifications',
    question: 'How do I choose which notifications I get?',
    answer:
      'Go to Settings, then Notification. For each kind (new products, deleted products, comments, team events and more) switch the web notification (the bell) and the e-mail on or off. New notifications appear on the bell at once.',
    words: 'notification email bell alert settings mute unsubscribe',
  },
  {
    id: 'plans',
    topic: 'Plans and billing',
    question: 'What do the plans include?',
    answer:
      'Freemium is free for teams of up to 3 people, with up to 100 products and 5 GB of files per team. Pro covers up to 5 people with no product limit and 500 GB, plus roles and permissions. Teams has no member limit. See Pricing to compare or change your plan.',
    words: 'plan price pricing billing upgrade freemium pro teams subscription limit payment',
  },
  {
    id: 'profile',
    topic: 'Your account',
    question: 'How do I change my name, picture or password?',
    answer:
      'Open the profile menu (your picture, top right) and choose Your Profile to change your name, job title, phone, LinkedIn and picture. To change a forgotten password, sign out and use Forgot password on the sign-in page.',
    words: 'profile account password name avatar picture photo email',
  },
];

export interface KeyboardShortcut {
  /** The keys, as printed on the keyboard: alternatives, each a combination ('Ctrl+Enter'). */
  keys: readonly string[];
  what: string;
  where: string;
}

/** Only keys the app really handles (see the components named in `where`). */
export const KEYBOARD_SHORTCUTS: readonly KeyboardShortcut[] = [
  {
    keys: ['Enter'],
    what: 'Search all of Atelier',
    where: 'Search box in the header (3 characters or more)',
  },
  { keys: ['C'], what: 'Turn Add pin on or off', where: 'An image of a product' },
  { keys: ['←', '→'], what: 'Previous or next image', where: 'An image of a product' },
  {
    keys: ['Esc'],
    what: 'Drop the pin being placed, then leave the image',
    where: 'An image of a product',
  },
  { keys: ['Ctrl+Enter'], what: 'Post the comment (Cmd + Enter on a Mac)', where: 'Comment box' },
  { keys: ['@'], what: 'Mention someone', where: 'Comment box' },
  {
    keys: ['↑', '↓'],
    what: 'Move through the people; Enter or Tab picks, Esc closes',
    where: 'Mention list',
  },
  {
    keys: ['Space'],
    what: 'Pick up a card, move it with the arrows, Space again to drop it',
    where: 'Progress board, on a card’s grip',
  },
  {
    keys: ['Enter'],
    what: 'Add the address; Backspace removes the last one',
    where: 'E-mail address fields (invite, share)',
  },
];
