// One text input wired to an engine field on the server, for the field page and the form page:
// the browser's keyboard, beforeinput, composition, selection and input events become the
// engine's edits in `Edit`'s JSON form, and the server's answers are written back. The server's
// field is authoritative; the input only shows what it answers.
"use strict";

const editMoves = {
  ArrowLeft: { moveLeft: true }, ArrowRight: { moveRight: true }, Home: { moveToStart: true }, End: { moveToEnd: true },
};

// Wires `field`. `hooks.send(edit)` queues an edit; `hooks.enter()` handles Return;
// `hooks.ready()` says whether edits can be sent yet. Returns `show(text, selection)`, which
// writes an answer to the input.
function wireEditInput(field, hooks) {
  // What the page last wrote to the input (or a selection the person made and the queue sent).
  const shown = { text: "", start: 0, end: 0 };
  let composing = false;
  let expectInput = false;

  // Sends a selection the person made (mouse, Shift+arrows, a script) as offsets.
  function syncSelection() {
    if (composing || !hooks.ready() || document.activeElement !== field) return;
    const start = field.selectionStart;
    const end = field.selectionEnd;
    if (start === shown.start && end === shown.end) return;
    shown.start = start;
    shown.end = end;
    hooks.send({ select: [start, end] });
  }

  field.addEventListener("keydown", (event) => {
    if (event.isComposing || composing || event.keyCode === 229) return;
    syncSelection();
    const command = event.ctrlKey || event.metaKey;
    const plain = !command && !event.altKey && !event.shiftKey;
    let edit = null;
    if (plain && editMoves[event.key]) edit = editMoves[event.key];
    else if (plain && event.key === "ArrowUp") edit = { step: 1 };
    else if (plain && event.key === "ArrowDown") edit = { step: -1 };
    else if (plain && event.key === "Enter") {
      event.preventDefault();
      hooks.enter();
      return;
    } else if (command && !event.altKey && event.key.toLowerCase() === "z") {
      edit = event.shiftKey ? { redo: true } : { undo: true };
    } else if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "y") edit = { redo: true };
    if (edit === null) return;
    event.preventDefault();
    hooks.send(edit);
  });

  field.addEventListener("keyup", syncSelection);
  field.addEventListener("mouseup", syncSelection);
  field.addEventListener("select", syncSelection);
  document.addEventListener("selectionchange", syncSelection);

  field.addEventListener("beforeinput", (event) => {
    if (event.isComposing || composing || event.inputType === "insertCompositionText") {
      expectInput = true;
      return;
    }
    event.preventDefault();
    syncSelection();
    const start = field.selectionStart;
    const end = field.selectionEnd;
    const length = field.value.length;
    switch (event.inputType) {
      case "insertText":
      case "insertReplacementText":
      case "insertFromPaste":
      case "insertFromDrop":
      case "insertFromYank": {
        const text = event.data ?? (event.dataTransfer ? event.dataTransfer.getData("text/plain") : "");
        if (text) hooks.send({ insert: text });
        break;
      }
      case "deleteContentBackward": hooks.send({ deleteBackward: true }); break;
      case "deleteContentForward": hooks.send({ deleteForward: true }); break;
      // A number is one word and one line: word and line deletions go to its ends.
      case "deleteWordBackward":
      case "deleteSoftLineBackward":
      case "deleteHardLineBackward":
        hooks.send(start === end ? { replace: [0, end], text: "" } : { deleteBackward: true });
        break;
      case "deleteWordForward":
      case "deleteSoftLineForward":
      case "deleteHardLineForward":
        hooks.send(start === end ? { replace: [start, length], text: "" } : { deleteForward: true });
        break;
      case "deleteByCut":
      case "deleteByDrag":
      case "deleteContent":
        if (start !== end) hooks.send({ replace: [start, end], text: "" });
        break;
      case "historyUndo": hooks.send({ undo: true }); break;
      case "historyRedo": hooks.send({ redo: true }); break;
      case "insertLineBreak":
      case "insertParagraph": hooks.enter(); break;
      default: break;
    }
  });

  // Composition (IME) edits the input natively; its result goes to the engine as one whole-text
  // change. An `input` without a `beforeinput` (autofill, a script) is a whole-text change too.
  field.addEventListener("compositionstart", () => {
    syncSelection();
    composing = true;
  });
  field.addEventListener("compositionend", () => {
    composing = false;
    expectInput = false;
    sendChange();
  });
  field.addEventListener("input", () => {
    if (composing) return;
    if (expectInput) {
      expectInput = false;
      return;
    }
    sendChange();
  });

  function sendChange() {
    const start = field.selectionStart;
    const end = field.selectionEnd;
    shown.start = start;
    shown.end = end;
    hooks.send({ change: { text: field.value, selection: [start, end] } });
  }

  return function show(text, selection) {
    if (field.value !== text) field.value = text;
    shown.text = text;
    shown.start = selection[0];
    shown.end = selection[1];
    // Left alone when it already matches, so a selection the person extends keeps its direction.
    if (field.selectionStart !== shown.start || field.selectionEnd !== shown.end) {
      field.setSelectionRange(shown.start, shown.end);
    }
  };
}
