// Makes the next imports evaluate the project's own modules (worker/, client/, shared/, tests/…) afresh, as a workerd of
// their own would: module state such as the isolate's memos then never leaks from one test file into the next. The
// libraries under node_modules stay evaluated, which is most of what loading the worker costs.
type ModuleNode = { id: string; promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> };
type WorkerState = { evaluatedModules?: { idToModuleMap: Map<string, ModuleNode> } };

/** Vitest's own modules and the libraries are kept; so is the setup file evaluating now. */
const kept = (id: string) =>
  id.includes("/node_modules/") ||
  id.startsWith("\0") ||
  /\/vitest\/dist\/|@vitest\//.test(id) ||
  id.endsWith("/tests/worker/setup.ts");

/** The same reset vitest gives each file when it isolates them (its resetModules), limited to the project's modules. */
export function evaluateProjectModulesAfresh(): void {
  const modules = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__?.evaluatedModules
    ?.idToModuleMap;
  if (!modules) throw new Error("vitest's module graph is not where it used to be: see tests/worker/fresh-modules.ts");
  for (const [id, node] of modules) {
    if (kept(id)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}
