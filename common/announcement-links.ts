// Where an announcement is read: its anchor on /announcements, which a notification, a chat post and
// the dashboard's card link to. Apart from the announcements contract (common/announcements.ts), so
// that the dashboard does not load the validation library for one address.

export const announcementAnchor = (id: number) => `announcement-${id}`;
export const announcementPath = (id: number) => `/announcements#${announcementAnchor(id)}`;
