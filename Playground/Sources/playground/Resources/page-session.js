// What the field page and the form page share: one session on the server whose messages go in
// order with one in flight, the page's error line, and the locale list.
"use strict";

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

// Fills the locale box's list with ICU's locales, each with a sample in its own digits; returns
// the entries.
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

// One session's messages: items queued in order and sent at most 64 at a time to `path` as
// `{session, seq, [member]: items}`, one message in flight, so items queued faster than the round
// trip wait and none is lost or reordered. `onReply(reply, items, milliseconds)` draws an answer;
// a refused message's error is shown. `body.dataset.busy` is set while messages are pending.
class SessionQueue {
  constructor(path, member, onReply) {
    Object.assign(this, { path, member, onReply, session: null, seq: 0, items: [], inFlight: false });
    window.addEventListener("pagehide", () => {
      if (this.session !== null) navigator.sendBeacon("/api/close", JSON.stringify({ session: this.session }));
    });
  }

  get ready() { return this.session !== null; }
  get pending() { return this.items.length; }

  // Opens the session at `path` with `config`: the reply, whose error (if any) is shown and set
  // as `body.dataset.error`, or null when the server cannot be reached.
  async open(path, config) {
    try {
      const reply = await post(path, config);
      if (reply.error) {
        showError(reply.error.message);
        document.body.dataset.error = reply.error.code;
      } else {
        this.session = reply.session;
        this.seq = 0;
      }
      return reply;
    } catch (error) {
      showError(`The server cannot be reached: ${error}`);
      return null;
    }
  }

  push(item) {
    this.items.push(item);
    this.pump();
  }

  // Sends the queued items, oldest first, one message at a time.
  async pump() {
    if (this.inFlight || this.session === null || this.items.length === 0) return;
    this.inFlight = true;
    document.body.dataset.busy = "true";
    const items = this.items.splice(0, 64);
    this.seq += 1;
    const started = performance.now();
    try {
      const reply = await post(this.path, { session: this.session, seq: this.seq, [this.member]: items });
      if (reply.error) {
        showError(reply.error.message);
        this.seq = reply.error.code === "outOfOrder" ? reply.error.expected - 1 : this.seq - 1;
      } else {
        this.onReply(reply, items, performance.now() - started);
      }
    } catch (error) {
      this.seq -= 1;
      showError(`The server cannot be reached: ${error}`);
    }
    this.inFlight = false;
    if (this.items.length > 0) this.pump();
    else delete document.body.dataset.busy;
  }
}
