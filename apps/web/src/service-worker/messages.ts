/** The worker asks the open app to show a screen: `{ type, path }` (a tapped notification). */
export const OPEN_PATH_MESSAGE = 'memap:open-path'
