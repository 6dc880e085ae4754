// The playground page: every edit of the field goes, in order, to the engine on the server, and
// the field shows the engine's answer. The server's field is authoritative; this page only
// translates the browser's events into the engine's edits (one queue, one message in flight).
"use strict";

const field = document.getElementById("field");
const keys = ["locale", "format", "entry", "showsAffixes", "affixesWhenEmpty", "percentValue", "digits",
  "maxIntegerDigits", "maxFractionDigits", "minFractionDigits", "allowsNegative", "minimum", "maximum", "step",
  "clampOnFinalize", "currencyUsage", "rounding", "start", "startValue"];
const maxEditsPerMessage = 64;

const config = {};
const params = new URLSearchParams(location.search);
for (const key of keys) {
  const value = params.get(key);
  if (value !== null && value !== "") config[key] = value;
  const control = document.querySelector(`#config [name="${key}"]`);
  if (control && value !== null) control.value = value;
}

// Without a locale in the address the server makes an en_US field: the box shows it, its note
// says so, and the address leaves it out.
const defaultLocale = "en_US";
const localeBox = document.querySelector('#config [name="locale"]');
if (config.locale === undefined) {
  localeBox.value = defaultLocale;
  document.getElementById("localeDefault").hidden = false;
}

// The format picker: the query's `format` is an ICU skeleton (`currency/EUR unit-width-narrow
// sign-accounting`, `percent`), which the picker's controls take apart and put together.
const formatControls = {
  kind: document.getElementById("formatKind"),
  code: document.getElementById("currencyCode"),
  width: document.getElementById("currencyWidth"),
  sign: document.getElementById("currencySign"),
  unit: document.getElementById("unitName"),
  unitWidth: document.getElementById("unitWidth"),
};

function pickFormat(skeleton) {
  const option = (select, token) => [...select.options].some((item) => item.value === token);
  const isUnit = skeleton.split(" ").some((token) => token.startsWith("measure-unit/"));
  for (const token of skeleton.split(" ")) {
    if (token === "percent" || token === "permille") formatControls.kind.value = token;
    else if (token.startsWith("currency/")) {
      formatControls.kind.value = "currency";
      formatControls.code.value = token.slice("currency/".length);
    } else if (token.startsWith("measure-unit/")) {
      formatControls.kind.value = "unit";
      formatControls.unit.value = token.slice("measure-unit/".length);
    } else if (isUnit && option(formatControls.unitWidth, token)) formatControls.unitWidth.value = token;
    else if (option(formatControls.width, token)) formatControls.width.value = token;
    else if (option(formatControls.sign, token)) formatControls.sign.value = token;
  }
}

function pickedFormat() {
  const kind = formatControls.kind.value;
  if (kind === "unit") {
    const unit = formatControls.unit.value.trim();
    return [`measure-unit/${unit}`, formatControls.unitWidth.value].filter(Boolean).join(" ");
  }
  if (kind !== "currency") return kind === "plain" ? "" : kind;
  const code = formatControls.code.value.trim().toUpperCase();
  return [`currency/${code}`, formatControls.width.value, formatControls.sign.value].filter(Boolean).join(" ");
}

function showFormatControls() {
  const kind = formatControls.kind.value;
  document.getElementById("unitControls").hidden = kind !== "unit";
  document.getElementById("currencyControls").hidden = kind !== "currency";
  document.getElementById("percentControls").hidden = kind !== "percent" && kind !== "permille";
}

pickFormat(config.format ?? "plain");
showFormatControls();

// The locale list's entries (with each locale's currency), loaded once.
const catalog = loadLocales().catch(() => []);

// A currency or a unit needs its code or name: an empty one becomes the locale's own currency
// (USD where ICU knows none, as for en_001) or kilograms, so the address never holds a bare
// `currency/`.
async function fillFormatDefaults() {
  const kind = formatControls.kind.value;
  if (kind === "currency" && formatControls.code.value.trim() === "") {
    const identifier = localeBox.value.trim() || defaultLocale;
    // A variant's currency is its base's: `hi-IN-u-nu-deva` and `hi_IN@numbers=deva` are hi_IN's.
    const base = identifier.split("@")[0].split("-u-")[0].replaceAll("-", "_");
    const entry = (await catalog).find((item) => item.id === base);
    formatControls.code.value = entry?.currency ?? "USD";
  } else if (kind === "unit" && formatControls.unit.value.trim() === "") {
    formatControls.unit.value = "mass-kilogram";
  }
}

// Any change of a control loads the page whose address holds the settings that differ from the
// defaults.
async function apply() {
  await fillFormatDefaults();
  const form = document.getElementById("config");
  form.elements.format.value = pickedFormat();
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    const control = form.elements[key];
    const standard = control.tagName === "SELECT" ? control.options[0].value : key === "locale" ? defaultLocale : "";
    // Cash digits belong to a currency; the picker leaves them out for any other format.
    const offered = key !== "currencyUsage" || formatControls.kind.value === "currency";
    if (offered && value !== "" && value !== standard) query.set(key, value);
  }
  location.search = query.toString();
}

document.getElementById("config").addEventListener("change", apply);

let session = null;
let seq = 0;
const queue = [];
let inFlight = false;
let traceCount = 0;
// The field's events become the engine's edits (edit-input.js); Return and leaving finalize.
const showField = wireEditInput(field, {
  send: enqueue,
  enter: () => enqueue({ finalize: true }),
  ready: () => session !== null,
});

function showError(message) {
  const error = document.getElementById("error");
  error.textContent = message;
  error.hidden = message === "";
}

async function post(path, body) {
  const response = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  return response.json();
}

function show(reply) {
  showField(reply.text, reply.selection);
  document.getElementById("entry").dir = reply.dir;
  field.dir = reply.dir;
  for (const [id, text] of [["prefix", reply.outside[0]], ["suffix", reply.outside[1]]]) {
    const affix = document.getElementById(id);
    affix.textContent = text;
    affix.hidden = text === "";
  }
  document.getElementById("value").textContent = reply.value === null || reply.value === undefined ? "—" : reply.value;
  const undo = reply.canUndo ? "can undo" : "nothing to undo";
  const redo = reply.canRedo ? "can redo" : "nothing to redo";
  document.getElementById("history").textContent = `${undo}, ${redo}`;
}

// An edit in the engine's JSON form names itself in its one member (`replace` has `text` too).
function describe(edit) {
  if ("insert" in edit) {
    return [...edit.insert].length === 1 ? `The key “${edit.insert}”` : `The paste “${edit.insert}”`;
  }
  if ("change" in edit) return `The change to “${edit.change.text}”`;
  return `The edit ${Object.keys(edit).find((name) => name !== "text")}`;
}

function record(edits, results, roundTrip) {
  const body = document.querySelector("#trace tbody");
  results.forEach((result, index) => {
    traceCount += 1;
    const row = document.createElement("tr");
    row.className = result.outcome;
    const micros = result.micros.toFixed(1);
    const trip = index === results.length - 1 ? roundTrip.toFixed(1) : "";
    for (const text of [String(traceCount), result.edit, result.outcome, micros, trip]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.appendChild(cell);
    }
    body.prepend(row);
    if (result.outcome === "rejected") {
      const rejection = document.getElementById("rejection");
      rejection.textContent = `${describe(edits[index])} at position ${result.position} was rejected: ` +
        `${result.description} (${result.reason}).`;
      rejection.className = "fresh";
    }
  });
  while (body.rows.length > 20) body.deleteRow(body.rows.length - 1);
}

function enqueue(edit) {
  queue.push(edit);
  pump();
}

// Sends the queued edits, oldest first, one message at a time.
async function pump() {
  if (inFlight || session === null || queue.length === 0) return;
  inFlight = true;
  document.body.dataset.busy = "true";
  const edits = queue.splice(0, maxEditsPerMessage);
  seq += 1;
  const started = performance.now();
  try {
    const reply = await post("/api/edit", { session, seq, edits });
    if (reply.error) {
      showError(reply.error.message);
      if (reply.error.code === "outOfOrder") seq = reply.error.expected - 1;
      else seq -= 1;
    } else {
      document.getElementById("rejection").className = "";
      show(reply);
      record(edits, reply.results, performance.now() - started);
    }
  } catch (error) {
    seq -= 1;
    showError(`The server cannot be reached: ${error}`);
  }
  inFlight = false;
  if (queue.length > 0) pump();
  else delete document.body.dataset.busy;
}

field.addEventListener("blur", () => {
  if (session !== null) enqueue({ finalize: true });
});

async function loadLocales() {
  const list = document.getElementById("locales");
  const entries = await (await fetch("/api/locales")).json();
  const options = document.createDocumentFragment();
  for (const entry of entries) {
    const option = document.createElement("option");
    option.value = entry.id;
    option.label = `${entry.id}  ${entry.sample}`;
    options.appendChild(option);
  }
  list.appendChild(options);
  return entries;
}

// A field the server refused to make: disabled, marked invalid and described by the error
// sentence, and the control at fault marked invalid too.
function showUnavailable(code) {
  field.disabled = true;
  field.placeholder = "unavailable: see the reason below";
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", "error");
  const formatControl = { currency: formatControls.code, unit: formatControls.unit }[formatControls.kind.value];
  const culprit = {
    unsupportedLocale: localeBox, unsupportedNumberingSystem: localeBox, tooManyLocaleVariants: localeBox,
    unsupportedFormat: formatControl ?? formatControls.kind,
  }[code];
  if (culprit) culprit.setAttribute("aria-invalid", "true");
}

// The engine's times are those of the server's build: a debug build's are many times a
// release build's.
function showBuild(build) {
  document.getElementById("engineTime").textContent = `engine µs (${build} build)`;
  const note = document.getElementById("buildNote");
  note.textContent = build === "debug"
    ? "The server is a debug build: its engine times are many times a release build's " +
      "(swift run -c release --package-path Playground playground)."
    : "The server is a release build.";
  note.hidden = false;
}

async function open() {
  try {
    const reply = await post("/api/session", config);
    if (reply.error) {
      showError(reply.error.message);
      document.body.dataset.error = reply.error.code;
      showUnavailable(reply.error.code);
      return;
    }
    session = reply.session;
    seq = 0;
    show(reply);
    showBuild(reply.build);
    document.body.dataset.ready = "true";
    if (queue.length > 0) pump();
  } catch (error) {
    showError(`The server cannot be reached: ${error}`);
  }
}

window.addEventListener("pagehide", () => {
  if (session !== null) navigator.sendBeacon("/api/close", JSON.stringify({ session }));
});

open();
