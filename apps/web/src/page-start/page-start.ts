// The page's first script, a few hundred bytes written into the page ahead of the app's
// (build-plugins/early-script.ts).
import { keepEarlyInput } from './keep-early-input.ts'
import { linkExtrasAfterPaint, startAppAfterPaint } from './start-after-paint.ts'

keepEarlyInput()
startAppAfterPaint()
linkExtrasAfterPaint()
