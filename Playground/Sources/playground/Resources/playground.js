// The playground page: every edit of the field goes, in order, to the engine on the server, and
// the field shows the engine's answer. The server's field is authoritative; this page only
// translates the browser's events into the engine's edits (one queue, one message in flight).
"use strict";

const field = document.getElementById("field");
const keys = ["locale", "format", "entry", "showsAffixes", "affixesWhenEmpty", "percentValue", "digits",
  "maxIntegerDigits", "maxFractionDigits", "minFractionDigits", "allowsNegative", "minimum", "maximum", "step",
  "clampOnFinalize", "currencyUsage", "rounding", "start", "startValue"];

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

let traceCount = 0;
// The edits go to the server in order, one message in flight (page-session.js).
const messages = new SessionQueue("/api/edit", "edits", (reply, edits, roundTrip) => {
  document.getElementById("rejection").className = "";
  show(reply);
  record(edits, reply.results, roundTrip);
});
// The field's events become the engine's edits (edit-input.js); Return and leaving finalize.
const showField = wireEditInput(field, {
  send: (edit) => messages.push(edit),
  enter: () => messages.push({ finalize: true }),
  ready: () => messages.ready,
});

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

field.addEventListener("blur", () => {
  if (messages.ready) messages.push({ finalize: true });
});

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
  const reply = await messages.open("/api/session", config);
  if (reply === null) return;
  if (reply.error) {
    showUnavailable(reply.error.code);
    return;
  }
  show(reply);
  showBuild(reply.build);
  document.body.dataset.ready = "true";
  messages.pump();
}

open();
