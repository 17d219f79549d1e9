// The page's first script, a few hundred bytes that arrive before anything else (its own entry,
// ahead of the app's in index.html: build-plugins/early-script.ts).
import { keepEarlyInput } from './keep-early-input.ts'
import { startAppAfterPaint } from './start-after-paint.ts'

keepEarlyInput()
startAppAfterPaint()
