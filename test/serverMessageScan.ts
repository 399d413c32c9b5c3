import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every message the server can answer with, enumerated from its source (src/server/**), not from a list
 * kept by hand. A message is the argument of one of the error helpers (SINKS); the argument is evaluated statically:
 * string and template literals (each `${…}` becomes a sample value), `a ? b : c` (both), constants of the same file
 * or imported ones (src/common, src/server), object properties (`LINK_MESSAGES.terminated`), a helper's parameter
 * (every call of the helper), a missing argument (the helper's default). What cannot be evaluated is reported as
 * `unresolved`, so a new kind of message never goes unnoticed.
 */
const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'src/server');

/** Helper name -> index of its message argument, the status it answers with (or the index of its status argument). */
const SINKS: Record<string, { message: number; status: number | { arg: number }; suffix?: string }> = {
  badRequest: { message: 0, status: 400 },
  forbidden: { message: 0, status: 403 },
  notFound: { message: 0, status: 404, suffix: ' not found' },
  found: { message: 1, status: 404, suffix: ' not found' },
  conflict: { message: 0, status: 409 },
  refused: { message: 1, status: { arg: 0 } },
  unauthorized: { message: 0, status: 401 },
  ApiError: { message: 1, status: { arg: 0 } },
  envelope: { message: 1, status: { arg: 0 } },
};
/** The files that define the helpers (their own bodies are not messages). */
const DEFINITIONS = ['src/server/domain/errors.ts', 'src/server/http/errors.ts'].map((f) => path.join(ROOT, f));

export interface ServerMessage {
  /** the English message with sample values */
  text: string;
  status: number;
  /** the sample values put in for `${…}` that the user must still read in a translation (ids, names, dates, counts) */
  samples: string[];
  /** where: file:line of the helper's call */
  where: string;
}

export interface Unresolved {
  /** file:line and the expression that could not be evaluated */
  where: string;
  expression: string;
}

/** Parts of a message that are English words of the server's own (a table's name, a list phrase): not samples. */
const ENGLISH_PARTS = /^(what|noun|u\.label|listPhrase\(.*\))$/;

type Value = { text: string; samples: string[] };

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const sources = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  let sf = sources.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    sources.set(file, sf);
  }
  return sf;
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const lineOf = (node: ts.Node) => {
  const sf = node.getSourceFile();
  return `${path.relative(ROOT, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

class CannotEvaluate extends Error {
  constructor(readonly node: ts.Node) {
    super(node.getText());
  }
}

/** The callee's name of a call or `new`: `f(…)`, `x.f(…)`, `new F(…)`. */
function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The module file an import specifier points to. */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** The declaration a name refers to at `at`: a variable, a parameter, or an import (followed to its module). */
function declarationOf(name: string, at: ts.Node): ts.Node | null {
  for (let scope: ts.Node | undefined = at; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const param = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (param) return param;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
      for (const statement of scope.statements) {
        if (ts.isVariableStatement(statement)) {
          const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
          if (decl) return decl;
        }
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
        if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
          const named = statement.importClause?.namedBindings;
          if (named && ts.isNamedImports(named)) {
            const spec = named.elements.find((e) => e.name.text === name);
            if (spec) {
              const file = resolveModule(scope.getSourceFile().fileName, statement.moduleSpecifier.text);
              return file ? declarationOf((spec.propertyName ?? spec.name).text, source(file)) : null;
            }
          }
        }
      }
    }
  }
  return null;
}

/** The name a function-like is known by (`function f`, `const f = (…) =>`). */
function functionName(fn: ts.SignatureDeclaration): string | null {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text ?? null;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return null;
}

/** Every call of the function `name` in the server's files. */
function callsOf(name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  for (const file of listFiles(SERVER)) {
    if (!readFileSync(file, 'utf8').includes(name)) continue;
    walk(source(file), (n) => {
      if (ts.isCallExpression(n) && calleeName(n) === name) calls.push(n);
    });
  }
  return calls;
}

class Evaluator {
  private sample = 0;
  /** a called function's parameters, set to the call's arguments while its returns are evaluated */
  private bindings = new Map<ts.ParameterDeclaration, ts.Expression>();

  /** A sample value for `${expr}`: a date for dates and times, a name with spaces and diacritics for names, else a number. */
  private sampleFor(expr: ts.Expression): string {
    this.sample += 1;
    const text = expr.getText();
    if (/date|time/i.test(text)) return `2031-0${(this.sample % 9) + 1}-${10 + (this.sample % 19)}`;
    if (/name/i.test(text)) return `Tên mẫu ${this.sample}`;
    return String(700 + this.sample);
  }

  evaluate(expr: ts.Expression, depth = 0): Value[] {
    if (depth > 8) throw new CannotEvaluate(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr)) return [{ text: expr.text, samples: [] }];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) return this.evaluate(expr.expression, depth);
    if (ts.isConditionalExpression(expr)) return [...this.evaluate(expr.whenTrue, depth), ...this.evaluate(expr.whenFalse, depth)];
    if (ts.isTemplateExpression(expr)) {
      let out: Value[] = [{ text: expr.head.text, samples: [] }];
      for (const span of expr.templateSpans) {
        let parts: Value[];
        const english = ENGLISH_PARTS.test(span.expression.getText());
        try {
          parts = this.evaluate(span.expression, depth + 1).map((p) => (english ? { ...p, samples: [] } : p));
        } catch {
          const sample = this.sampleFor(span.expression);
          parts = [{ text: sample, samples: english ? [] : [sample] }];
        }
        out = out.flatMap((o) => parts.map((p) => ({ text: o.text + p.text + span.literal.text, samples: [...o.samples, ...p.samples] })));
      }
      return out;
    }
    if (ts.isIdentifier(expr)) return this.evaluateName(expr, depth);
    if (ts.isPropertyAccessExpression(expr)) {
      const objects = this.objectsOf(expr.expression);
      const values = objects.flatMap((literal) => {
        const prop = literal.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === expr.name.text);
        return prop && ts.isPropertyAssignment(prop) ? this.evaluate(prop.initializer, depth + 1) : [];
      });
      if (values.length > 0) return values;
    }
    if (ts.isCallExpression(expr)) return this.evaluateCall(expr, depth);
    throw new CannotEvaluate(expr);
  }

  /** The object literals an expression may be: `OBJ` (a constant) or `OBJ[key]` / a variable set to it (each of its values). */
  private objectsOf(expr: ts.Expression): ts.ObjectLiteralExpression[] {
    let target = unwrap(expr);
    if (target && ts.isIdentifier(target)) {
      const decl = declarationOf(target.text, target);
      target = decl && ts.isVariableDeclaration(decl) ? unwrap(decl.initializer) : undefined;
    }
    if (target && ts.isObjectLiteralExpression(target)) return [target];
    if (target && ts.isElementAccessExpression(target)) {
      return this.objectsOf(target.expression).flatMap((table) =>
        table.properties.flatMap((p) => {
          const value = ts.isPropertyAssignment(p) ? unwrap(p.initializer) : undefined;
          return value && ts.isObjectLiteralExpression(value) ? [value] : [];
        }),
      );
    }
    return [];
  }

  /** `text.replace('a', 'b')` of a known text; a call of a function of the source: each string it returns. */
  private evaluateCall(expr: ts.CallExpression, depth: number): Value[] {
    const callee = expr.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'replace' && expr.arguments.length === 2) {
      const [from, to] = expr.arguments.map((a) => this.evaluate(a, depth + 1));
      if (from?.length === 1 && to?.length === 1) {
        return this.evaluate(callee.expression, depth + 1).map((v) => ({ ...v, text: v.text.replace(from[0]!.text, to[0]!.text) }));
      }
    }
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'toLowerCase' && expr.arguments.length === 0) {
      return this.evaluate(callee.expression, depth + 1).map((v) => ({ ...v, text: v.text.toLowerCase() }));
    }
    const decl = ts.isIdentifier(callee) ? declarationOf(callee.text, callee) : null;
    if (decl && ts.isFunctionDeclaration(decl) && decl.body) {
      decl.parameters.forEach((param, i) => {
        const arg = expr.arguments[i];
        if (arg) this.bindings.set(param, arg);
      });
      const returned: ts.Expression[] = [];
      walk(decl.body, (n) => {
        if (ts.isReturnStatement(n) && n.expression && n.expression.kind !== ts.SyntaxKind.NullKeyword) returned.push(n.expression);
      });
      // the texts it returns (a lookup such as importPlacement's pick returns a row or the reason it found none)
      const texts = returned.flatMap((r) => {
        try {
          return this.evaluate(r, depth + 1);
        } catch {
          return [];
        }
      });
      for (const param of decl.parameters) this.bindings.delete(param);
      if (texts.length > 0) return texts;
    }
    throw new CannotEvaluate(expr);
  }

  private evaluateName(expr: ts.Identifier, depth: number): Value[] {
    const decl = declarationOf(expr.text, expr);
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return this.evaluate(decl.initializer, depth + 1);
    const bound = decl && ts.isParameter(decl) ? this.bindings.get(decl) : undefined;
    if (bound) return this.evaluate(bound, depth + 1);
    if (decl && ts.isParameter(decl)) {
      const fn = decl.parent;
      const index = fn.parameters.indexOf(decl);
      const name = functionName(fn);
      const calls = name ? callsOf(name) : [];
      if (calls.length === 0) throw new CannotEvaluate(expr);
      return calls.flatMap((call) => {
        const arg = call.arguments[index];
        if (arg) return this.evaluate(arg, depth + 1);
        if (decl.initializer) return this.evaluate(decl.initializer, depth + 1);
        throw new CannotEvaluate(call);
      });
    }
    throw new CannotEvaluate(expr);
  }
}

function unwrap(expr: ts.Expression | undefined): ts.Expression | undefined {
  let e = expr;
  while (e && (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e))) e = e.expression;
  return e;
}

/** The default message of a helper called without one (`forbidden()`). */
function defaultMessage(call: ts.CallExpression | ts.NewExpression, index: number): ts.Expression | null {
  const callee = call.expression;
  if (!ts.isIdentifier(callee)) return null;
  const decl = declarationOf(callee.text, call);
  const fn = decl && ts.isVariableDeclaration(decl) ? unwrap(decl.initializer) : decl;
  if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn))) return fn.parameters[index]?.initializer ?? null;
  return null;
}

/** `message:` of an object pushed to `errors` (an import's refused row). */
function isRowError(prop: ts.PropertyAssignment): boolean {
  const call = prop.parent.parent;
  return (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === 'push' &&
    ts.isIdentifier(call.expression.expression) &&
    call.expression.expression.text === 'errors'
  );
}

/** Every message of the server, and the expressions that could not be evaluated. */
export function scanServerMessages(): { messages: ServerMessage[]; unresolved: Unresolved[] } {
  const messages: ServerMessage[] = [];
  const unresolved: Unresolved[] = [];
  const evaluator = new Evaluator();
  for (const file of listFiles(SERVER)) {
    if (DEFINITIONS.includes(file)) continue;
    walk(source(file), (node) => {
      // an import's refused row: `errors.push({ row, field, message })` (answered inside a 400 refusal)
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && isRowError(node)) {
        const where = lineOf(node);
        try {
          for (const value of evaluator.evaluate(node.initializer)) messages.push({ text: value.text, status: 400, samples: value.samples, where });
        } catch (error) {
          if (!(error instanceof CannotEvaluate)) throw error;
          unresolved.push({ where, expression: error.node.getText() });
        }
        return;
      }
      if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return;
      const name = calleeName(node);
      const sink = name && Object.hasOwn(SINKS, name) ? SINKS[name] : undefined;
      if (!sink || (name === 'envelope' && !file.endsWith('errorHandler.ts'))) return;
      const args = node.arguments ?? [];
      const where = lineOf(node);
      const statusArg = typeof sink.status === 'number' ? null : args[sink.status.arg];
      const status = typeof sink.status === 'number' ? sink.status : statusArg && ts.isNumericLiteral(statusArg) ? Number(statusArg.text) : NaN;
      const arg = args[sink.message] ?? defaultMessage(node, sink.message);
      if (!arg || Number.isNaN(status)) {
        unresolved.push({ where, expression: node.getText() });
        return;
      }
      try {
        for (const value of evaluator.evaluate(arg)) {
          // a message made of variable parts only (`${where} ${detail}`) says nothing the scan could check
          if (!value.samples.reduce((rest, sample) => rest.replace(sample, ''), value.text).trim()) unresolved.push({ where, expression: arg.getText() });
          else messages.push({ text: value.text + (sink.suffix ?? ''), status, samples: value.samples, where });
        }
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        unresolved.push({ where, expression: error.node.getText() });
      }
    });
  }
  return { messages, unresolved };
}
