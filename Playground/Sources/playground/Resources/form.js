// The form page: one NumberForm on the server owns the fields, the focus and the errors. This
// page only reports events (edits, focus, blur, Return, submit) as messages, in order through
// one queue with one message in flight, and draws the replies.
"use strict";

const settingKeys = ["locale", "currency", "validate", "hide"];
const settings = document.getElementById("settings");
const params = new URLSearchParams(location.search);
const config = {};
for (const key of settingKeys) {
  const value = params.get(key);
  if (value !== null && value !== "") {
    config[key] = value;
    settings.elements[key].value = value;
  }
}

// A changed setting loads the page whose address holds the settings that differ from the defaults.
function applySettings() {
  const query = new URLSearchParams();
  for (const key of settingKeys) {
    const control = settings.elements[key];
    const standard = control.tagName === "SELECT" ? control.options[0].value : key === "locale" ? "en_US" : "";
    const value = key === "currency" ? control.value.trim().toUpperCase() : control.value.trim();
    if (value !== "" && value !== standard) query.set(key, value);
  }
  location.search = query.toString();
}
settings.addEventListener("change", applySettings);
settings.addEventListener("submit", (event) => {
  event.preventDefault();
  applySettings();
});

// The actions go to the server in order, one message in flight (page-session.js).
const messages = new SessionQueue("/api/form/message", "actions", (reply) => {
  showError("");
  draw(reply);
});
// True while the page moves focus as a reply says: those focus and blur events are the form's
// own decision, not the person's, and are not reported back.
let applying = false;
// The fields by id: the input, its error label and the function that writes answers to it.
const inputs = new Map();
let order = [];

// Moves focus without reporting it: the form decided it.
function moveFocus(id) {
  applying = true;
  try {
    if (id === null) document.activeElement?.blur();
    else inputs.get(id).input.focus();
  } finally {
    applying = false;
  }
}

function focusedID() {
  for (const [id, entry] of inputs) if (entry.input === document.activeElement) return id;
  return null;
}

// Builds the sections and fields of a new session's form.
function build(reply) {
  const container = document.getElementById("sections");
  const form = document.getElementById("order");
  form.dir = reply.dir;
  form.lang = reply.locale.split(/[_@]/)[0];
  order = reply.fields.map((field) => field.id);
  const placed = new Set(reply.sections.flatMap((section) => section.fields));
  const groups = [...reply.sections];
  const rest = order.filter((id) => !placed.has(id));
  if (rest.length > 0) groups.push({ id: "", title: null, description: null, layout: "vertical", fields: rest });
  const byID = new Map(reply.fields.map((field, index) => [field.id, { ...field, index }]));
  for (const group of groups) {
    const fieldset = document.createElement("fieldset");
    fieldset.dataset.layout = group.layout;
    if (group.title) {
      const legend = document.createElement("legend");
      legend.textContent = group.title;
      fieldset.appendChild(legend);
    }
    if (group.description) {
      const description = document.createElement("p");
      description.textContent = group.description;
      fieldset.appendChild(description);
    }
    const fields = document.createElement("div");
    fields.className = "fields";
    for (const id of group.fields) fields.appendChild(makeField(byID.get(id)));
    fieldset.appendChild(fields);
    container.appendChild(fieldset);
  }
}

// One field: its label, the input and the error label under it, tied to the input for
// assistive technology (`aria-describedby`, `aria-invalid`).
function makeField(field) {
  const wrapper = document.createElement("div");
  wrapper.className = "form-field";
  const label = document.createElement("label");
  const input = document.createElement("input");
  const error = document.createElement("p");
  input.id = `field-${field.index}`;
  input.name = field.id;
  input.dataset.field = field.id;
  label.htmlFor = input.id;
  label.textContent = field.label;
  // The module's error label id (`quantity.error`) where it is a plain token, else one of ours.
  error.id = /^[A-Za-z_][\w.-]*$/.test(field.errorID) ? field.errorID : `field-${field.index}.error`;
  error.className = "field-error";
  // The messages are English with the locale's numbers: their own direction, in any form.
  error.dir = "auto";
  error.hidden = true;
  Object.assign(input, { autocomplete: "off", spellcheck: false });
  input.setAttribute("inputmode", "decimal");
  input.setAttribute("enterkeyhint", field.returnKey);
  input.setAttribute("aria-describedby", error.id);
  input.setAttribute("aria-invalid", "false");
  const points = parseFloat(field.width);
  if (field.width.endsWith("pt") && points > 0) input.style.width = `${points}px`;
  else input.className = `w-${field.width}`;
  const show = wireEditInput(input, {
    send: (edit) => messages.push({ field: field.id, edit }),
    enter: () => pressReturn(field.id),
    ready: () => messages.ready,
  });
  input.addEventListener("focus", () => {
    if (!applying && messages.ready) messages.push({ focus: field.id });
  });
  input.addEventListener("blur", () => {
    if (!applying && messages.ready) messages.push({ blur: field.id });
  });
  inputs.set(field.id, { input, error, show });
  wrapper.append(label, input, error);
  return wrapper;
}

// Return: the form moves focus to the next field or submits from the last. The page moves focus
// at once, as the form will, so keys typed before the reply go to the next field.
function pressReturn(id) {
  messages.push({ return: id });
  const next = order[order.indexOf(id) + 1];
  if (next !== undefined) moveFocus(next);
}

// Draws a reply: every field's text and error, focus as the form has it, a submission's outcome.
function draw(reply) {
  for (const field of reply.fields) {
    const entry = inputs.get(field.id);
    entry.show(field.text, field.selection);
    entry.error.textContent = field.error ?? "";
    entry.error.hidden = field.error === null || field.error === undefined;
    entry.input.setAttribute("aria-invalid", entry.error.hidden ? "false" : "true");
  }
  // Focus follows the form once the page has nothing more to tell it.
  if (messages.pending === 0 && focusedID() !== (reply.focus ?? null)) moveFocus(reply.focus ?? null);
  if (reply.submission) showSubmission(reply.submission);
  const rejected = reply.results.filter((result) => result.outcome === "rejected").pop();
  if (rejected) {
    document.getElementById("rejection").textContent =
      `${rejected.action} was rejected: ${rejected.description} (${rejected.reason}).`;
  }
}

function showSubmission(submission) {
  const status = document.getElementById("status");
  const result = document.getElementById("result");
  result.hidden = !submission.valid;
  if (!submission.valid) {
    const count = submission.failed.length;
    status.textContent = `${count} ${count === 1 ? "field needs" : "fields need"} attention.`;
    return;
  }
  status.textContent = "The order is valid: its exact values are below.";
  const body = document.querySelector("#values tbody");
  body.replaceChildren();
  const json = {};
  for (const entry of submission.values) {
    const row = document.createElement("tr");
    for (const text of [entry.field, entry.value ?? "nil"]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.appendChild(cell);
    }
    body.appendChild(row);
    json[entry.field] = entry.value ?? null;
  }
  document.getElementById("json").textContent = JSON.stringify(json, null, 2);
}

document.getElementById("order").addEventListener("submit", (event) => {
  event.preventDefault();
  if (messages.ready) messages.push({ submit: true });
});

async function open() {
  const reply = await messages.open("/api/form/session", config);
  if (reply === null) return;
  if (reply.error) {
    // The setting at fault is marked invalid, described by the sentence.
    const culprit = {
      unsupportedLocale: "locale", unsupportedNumberingSystem: "locale", tooManyLocaleVariants: "locale",
      unsupportedFormat: "currency",
    }[reply.error.code];
    if (culprit) {
      settings.elements[culprit].setAttribute("aria-invalid", "true");
      settings.elements[culprit].setAttribute("aria-describedby", "error");
    }
    return;
  }
  settings.elements.currency.placeholder = `${reply.currency}, the locale's own`;
  build(reply);
  draw(reply);
  document.body.dataset.ready = "true";
}

open();
loadLocales();
