// The fonts for Hangul and emoji and the stacks that put them first (build-plugins/served-fonts.ts
// cuts them down to those characters); loaded by app/missing-fonts.ts only when needed.
import '@fontsource-variable/noto-sans-kr'
import '@fontsource/noto-emoji/400.css'
import './fonts.css'
