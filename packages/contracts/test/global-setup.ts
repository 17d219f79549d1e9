import { compileContracts } from '../scripts/compile.ts'

// The tests import generated/, so compile first (a no-op when nothing changed).
export default async function setup(): Promise<void> {
  await compileContracts()
}
