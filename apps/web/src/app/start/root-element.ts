/** The element index.html gives the app to render in. */
export function rootElement(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('index.html has no #root element.')
  return element
}
