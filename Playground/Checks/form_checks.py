"""The form page in headless Chromium: real keyboard input, focus changes and clicks against the
server's NumberForm, checked against the documented timing table; then hostile form messages.

usage: /usr/bin/python3 form_checks.py PLAYGROUND_BINARY SCREENSHOT_DIR

For each of the nine validation timings (`validate` x `hide`) a scripted session submits the
empty form, fixes the quantity, types a discount below its minimum and leaves it, fixes it and
submits from the last field with Return. After every step the visible error texts, their
visibility, `aria-invalid`, the focused field and the accessibility tree (the DevTools protocol's
`Accessibility` domain: a field's description is its error text while invalid, empty when valid)
are compared with what the timing table of `ValidationTiming` (NumberEntryForms) says.
"""

import asyncio
import json
import random
import sys
import time
import urllib.parse
from decimal import Decimal

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser_cases import Page, driver
from server import Server
from wire import Connection

VALIDATE = ["onSubmit", "onValueChange", "onFocusLost"]
HIDE = ["onValueChange", "onFocus", "onFocusLost"]
FIELDS = ["quantity", "unitPrice", "discount", "weight", "insuredValue"]


class Rules:
    """The order form's rules (Order.hints and the playground's additions), as messages in en_US."""

    @staticmethod
    def failure(field, value):
        bounds = {"quantity": ("1", "9999"), "unitPrice": ("0.01", "1000000"), "discount": ("2", "30"),
                  "weight": ("0.5", "500")}
        shown = {"quantity": "{}", "unitPrice": "${}", "discount": "{}%", "weight": "{} kg"}
        if field in bounds and value is not None:
            low, high = bounds[field]
            if Decimal(value) < Decimal(low):
                return "Must be at least " + shown[field].format(low)
            if Decimal(value) > Decimal(high):
                return "Must be at most " + shown[field].format(high)
        if field in ("quantity", "unitPrice", "weight") and value is None:
            return "Required"
        if field == "weight" and value is not None and Decimal(value) % Decimal("0.5") != 0:
            return "Must be a multiple of 0.5 kg"
        return None


class Model:
    """The timing table of `ValidationTiming`, per field: what the page must show."""

    def __init__(self, validate, hide):
        self.validate = validate
        self.hide = hide
        self.values = {field: None for field in FIELDS}
        self.shown = {field: None for field in FIELDS}
        self.revalidating = {field: False for field in FIELDS}
        self.focus = None

    def event(self, field, event):
        failure = Rules.failure(field, self.values[field])
        if event == "focus":
            if self.hide == "onFocus":
                self.shown[field] = None
                self.revalidating[field] = False
        elif event == "submit":
            self.shown[field] = failure
            self.revalidating[field] = failure is not None
        else:
            moment = self.validate == ("onValueChange" if event == "valueChange" else "onFocusLost")
            if failure is not None:
                if moment or self.revalidating[field]:
                    self.shown[field] = failure
                    self.revalidating[field] = True
            else:
                if moment:
                    self.revalidating[field] = False
                if event == "focusLost" or self.hide == "onValueChange":
                    self.shown[field] = None

    def move(self, field):
        """The person moves focus to `field` (None: out of the form)."""
        if self.focus is not None:
            self.event(self.focus, "focusLost")
        self.focus = field
        if field is not None:
            self.event(field, "focus")

    def type(self, value):
        if self.values[self.focus] != value:
            self.values[self.focus] = value
            self.event(self.focus, "valueChange")

    def submit(self):
        for field in FIELDS:
            self.event(field, "submit")
        failed = [field for field in FIELDS if self.shown[field] is not None]
        if failed:
            if self.focus != failed[0]:
                if self.focus is not None:
                    self.event(self.focus, "focusLost")
                self.focus = failed[0]
        else:
            self.move(None)
        return not failed


class FormPage(Page):
    """The form page; `js`, `wait` and `idle` are the field page's."""

    def open(self, **query):
        self.browser.get(self.base + "form?" + urllib.parse.urlencode(query))
        self.wait(lambda: self.js("return document.body.dataset.ready || document.body.dataset.error || null"))
        return self.js("return document.body.dataset.error || null")

    def keys(self, *keys):
        ActionChains(self.browser).send_keys(*keys).perform()
        self.idle()

    def shift_tab(self):
        ActionChains(self.browser).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        self.idle()

    def click(self, selector):
        ActionChains(self.browser).click(self.browser.find_element(By.CSS_SELECTOR, selector)).perform()
        self.idle()

    def state(self):
        """Per field: (text, error text or None, aria-invalid); and the focused field."""
        self.idle()
        return self.js("""
            const fields = {};
            for (const input of document.querySelectorAll('#order input')) {
              const error = document.getElementById(input.getAttribute('aria-describedby'));
              fields[input.dataset.field] = [input.value, error.hidden ? null : error.textContent,
                                             input.getAttribute('aria-invalid')];
            }
            return [fields, document.activeElement.dataset.field || null];""")

    def accessibility(self, field):
        """The field's accessible description and invalid state, from Chromium's accessibility tree."""
        root = self.browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = self.browser.execute_cdp_cmd(
            "DOM.querySelector", {"nodeId": root, "selector": f'#order input[name="{field}"]'})["nodeId"]
        tree = self.browser.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
        own = tree["nodes"][0]
        invalid = next((item["value"]["value"] for item in own.get("properties", []) if item["name"] == "invalid"),
                       "false")
        return own.get("description", {}).get("value", ""), invalid


class Checks:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def expect(self, label, got, want):
        if got == want:
            self.passed += 1
        else:
            self.failures.append(f"{label}: got {got!r}, expected {want!r}")


def compare(page, model, checks, label):
    fields, focus = page.state()
    checks.expect(f"{label}: focus", focus, model.focus)
    for field in FIELDS:
        error = model.shown[field]
        checks.expect(f"{label}: {field} error", fields[field][1], error)
        checks.expect(f"{label}: {field} aria-invalid", fields[field][2], "true" if error else "false")
        description, invalid = page.accessibility(field)
        checks.expect(f"{label}: {field} accessible description", description, error or "")
        checks.expect(f"{label}: {field} accessible invalid", invalid, "true" if error else "false")


def timing_session(page, validate, hide, checks):
    label = f"validate={validate} hide={hide}"
    page.open(validate=validate, hide=hide)
    model = Model(validate, hide)
    # Submit the empty form: the required fields fail, focus goes to the first of them.
    page.click("#submit")
    model.submit()
    compare(page, model, checks, f"{label}, empty submit")
    # A digit in the quantity: valid, its error hidden or kept as the timing says.
    page.keys("3")
    model.type("3")
    compare(page, model, checks, f"{label}, quantity typed")
    # The price, then a discount below its minimum, and leave it.
    page.keys(Keys.TAB)
    model.move("unitPrice")
    compare(page, model, checks, f"{label}, price focused")
    page.keys("12")
    model.type("1")
    model.type("12")
    page.keys(Keys.TAB, "1")
    model.move("discount")
    model.type("1")
    compare(page, model, checks, f"{label}, discount below its minimum")
    page.keys(Keys.TAB)
    model.move("weight")
    compare(page, model, checks, f"{label}, discount left")
    # Back to the discount, fixed.
    page.shift_tab()
    model.move("discount")
    page.keys(Keys.BACKSPACE)
    model.type(None)
    page.keys("5")
    model.type("5")
    compare(page, model, checks, f"{label}, discount fixed")
    # The weight, in steps of half a kilogram, then Return through the last field submits.
    page.keys(Keys.TAB, "2.5")
    model.move("weight")
    model.type("2")
    model.type("2.5")
    page.keys(Keys.TAB)
    model.move("insuredValue")
    compare(page, model, checks, f"{label}, weight typed")
    page.keys(Keys.ENTER)
    checks.expect(f"{label}: valid submit", model.submit(), True)
    compare(page, model, checks, f"{label}, submitted")
    checks.expect(f"{label}: values", page.js("return JSON.parse(document.getElementById('json').textContent)"),
                  {"quantity": "3", "unitPrice": "12", "discount": "5", "weight": "2.5", "insuredValue": None})
    checks.expect(f"{label}: address", page.js("return location.search"), f"?validate={validate}&hide={hide}")


def linked(page, checks):
    """The field page links to the form page."""
    page.browser.get(page.base)
    page.click('a[href="/form"]')
    page.wait(lambda: page.js("return location.pathname === '/form' && document.body.dataset.ready || null"))
    checks.expect("linked from the field page", page.js("return document.querySelectorAll('#order input').length"), 5)


def controls(page, checks):
    """The page's controls switch the timings and the currency; the address keeps them."""
    page.open()
    Select(page.browser.find_element(By.NAME, "validate")).select_by_value("onFocusLost")
    page.wait(lambda: page.settled("location.search === '?validate=onFocusLost'"))
    Select(page.browser.find_element(By.NAME, "hide")).select_by_value("onFocus")
    page.wait(lambda: page.settled("location.search.includes('hide')"))
    checks.expect("timing controls: address", page.js("return location.search"), "?validate=onFocusLost&hide=onFocus")
    checks.expect("timing controls read back",
                  page.js("return ['validate', 'hide'].map((name) => document.getElementsByName(name)[0].value)"),
                  ["onFocusLost", "onFocus"])
    # The timing applies: leaving a discount below its minimum shows its error at once.
    page.click('#order input[name="discount"]')
    page.keys("1", Keys.TAB)
    checks.expect("timing controls: applied", page.state()[0]["discount"][1], "Must be at least 2%")
    Select(page.browser.find_element(By.NAME, "validate")).select_by_value("onSubmit")
    page.wait(lambda: page.settled("location.search === '?hide=onFocus'"))
    box = page.browser.find_element(By.NAME, "currency")
    box.send_keys("chf", Keys.ENTER)
    page.wait(lambda: page.settled("location.search.includes('currency')"))
    checks.expect("currency control: address", page.js("return location.search"), "?currency=CHF&hide=onFocus")
    page.click('#order input[name="unitPrice"]')
    page.keys("12.5", Keys.TAB)
    checks.expect("currency control: the price", page.state()[0]["unitPrice"][0], "CHF\u00a012.50")
    # A currency ICU does not list: the sentence, and the box marked invalid.
    page.open(currency="XYZ")
    checks.expect("unknown currency", page.js("""const box = document.getElementsByName('currency')[0];
        return [document.body.dataset.error, box.getAttribute('aria-invalid'),
                document.querySelectorAll('#order input').length]"""), ["unsupportedFormat", "true", 0])


def focus_chain(page, checks):
    """Return walks the focus chain in order and submits from the last field."""
    page.open()
    page.click('#order input[name="quantity"]')
    page.keys(".")
    checks.expect("a refused key is named", page.js("return document.getElementById('rejection').textContent"),
                  "quantity: . was rejected: decimal separator not allowed (decimalNotAllowed).")
    page.open()
    checks.expect("enterkeyhint", page.js("return [...document.querySelectorAll('#order input')]"
                                          ".map((input) => input.getAttribute('enterkeyhint'))"),
                  ["next", "next", "next", "next", "done"])
    page.click('#order input[name="quantity"]')
    walked = []
    for keys in ["2", "19.99", "", "1.5", "250"]:
        if keys:
            page.keys(keys)
        walked.append(page.state()[1])
        page.keys(Keys.ENTER)
    checks.expect("Return walks the chain", walked, FIELDS)
    checks.expect("Return in the last field submits", page.js("return document.getElementById('result').hidden"), False)
    checks.expect("submitted values", page.js("return JSON.parse(document.getElementById('json').textContent)"),
                  {"quantity": "2", "unitPrice": "19.99", "discount": None, "weight": "1.5", "insuredValue": "250"})
    checks.expect("focus after a valid submit", page.state()[1], None)
    # A failed Return-submit moves focus to the first failed field: 1.3 kg is no multiple of 0.5.
    page.click('#order input[name="weight"]')
    page.keys(Keys.END, Keys.BACKSPACE, "3", Keys.TAB, Keys.ENTER)
    fields, focus = page.state()
    checks.expect("failed Return-submit focus", focus, "weight")
    checks.expect("multiple-of message", fields["weight"][1], "Must be a multiple of 0.5 kg")
    # The focused field shows its focus, invalid too: a ring the other fields do not have.
    checks.expect("a focused invalid field shows focus", page.js("""
        const input = document.activeElement;
        const ring = (element) => getComputedStyle(element).outlineStyle !== 'none'
          && getComputedStyle(element).outlineWidth !== '0px';
        return [input.getAttribute('aria-invalid'), ring(input),
                [...document.querySelectorAll('#order input')].filter((other) => other !== input).some(ring)]"""),
                  ["true", True, False])
    # The whole form typed in one burst, faster than the round trips: keys after a Return reach
    # the next field, none is lost.
    page.open()
    page.click('#order input[name="quantity"]')
    ActionChains(page.browser).send_keys("5", Keys.ENTER, "19.99", Keys.ENTER, "3", Keys.TAB, "2", Keys.TAB,
                                         "100", Keys.ENTER).perform()
    page.idle()
    checks.expect("burst values", page.js("return JSON.parse(document.getElementById('json').textContent || 'null')"),
                  {"quantity": "5", "unitPrice": "19.99", "discount": "3", "weight": "2", "insuredValue": "100"})


def locales(page, shots, checks):
    """The form in de_DE and right-to-left ar_EG, messages with the locale's digits; screenshots."""
    for locale, below, dir_, weight in [("de_DE", "Must be at least 2\u00a0%", "ltr", "Must be a multiple of 0,5 kg"),
                                        ("ar_EG", "Must be at least ٢٪؜", "rtl", None)]:
        page.open(locale=locale, validate="onFocusLost")
        checks.expect(f"{locale} dir", page.js("return document.getElementById('order').dir"), dir_)
        page.click('#order input[name="discount"]')
        page.keys("1" if locale == "de_DE" else "١", Keys.TAB)
        fields, focus = page.state()
        checks.expect(f"{locale} discount message", fields["discount"][1], below)
        checks.expect(f"{locale} focus", focus, "weight")
        if weight:
            page.keys("1,3", Keys.TAB)
            checks.expect(f"{locale} weight message", page.state()[0]["weight"][1], weight)
        submit_top = "return document.getElementById('submit').getBoundingClientRect().top"
        before = page.js(submit_top)
        page.click("#submit")
        fields, focus = page.state()
        # The errors the click's focus loss and submit show take lines already kept for them: the
        # button does not move between press and release (a moved button loses the click).
        checks.expect(f"{locale} errors shown move no button", page.js(submit_top), before)
        checks.expect(f"{locale} failed submit focus", focus, "quantity")
        checks.expect(f"{locale} required", fields["quantity"][1], "Required")
        # Each error's text lines up with the start edge of its field (the right edge in ar_EG).
        edge = "right" if dir_ == "rtl" else "left"
        checks.expect(f"{locale} errors under their fields", page.js(f"""
            return [...document.querySelectorAll('#order input')].filter((input) => input.getAttribute('aria-invalid') === 'true')
              .map((input) => {{
                const range = document.createRange();
                range.selectNodeContents(document.getElementById(input.getAttribute('aria-describedby')));
                return Math.abs(range.getBoundingClientRect().{edge} - input.getBoundingClientRect().{edge}) < 2;
              }});"""), [True, True, True, True])
        page.browser.save_screenshot(f"{shots}/form-{locale}.png")


def variant(page, checks):
    """A locale variant from the address: Devanagari digits in the field and in its messages."""
    page.open(locale="hi-IN-u-nu-deva", validate="onFocusLost")
    page.click('#order input[name="discount"]')
    page.keys("1", Keys.TAB)
    fields = page.state()[0]
    checks.expect("hi-IN-u-nu-deva discount", fields["discount"][0:2], ["१%", "Must be at least २%"])


def narrow(page, checks):
    """At 390 px wide the page does not scroll sideways."""
    page.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                 {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        for locale in ["en_US", "ar_EG"]:
            page.open(locale=locale)
            page.click("#submit")
            checks.expect(f"390 px {locale}: no sideways scroll",
                          page.js("return document.documentElement.scrollWidth <= window.innerWidth"), True)
    finally:
        page.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


async def hostile(port, checks):
    """Bad form messages are typed errors that change nothing."""
    async with Connection(port) as connection:
        _, reply = await connection.post("/api/form/session", {"locale": "en_US"})
        session = reply["session"]
        seq = 0

        async def refused(label, actions, code):
            status, answer = await connection.post("/api/form/message", {"session": session, "seq": seq + 1,
                                                                         "actions": actions})
            got = answer.get("error", {}).get("code") if isinstance(answer, dict) else None
            checks.expect(f"hostile: {label}", got, code)

        async def accepted(actions):
            nonlocal seq
            seq += 1
            status, answer = await connection.post("/api/form/message", {"session": session, "seq": seq,
                                                                         "actions": actions})
            checks.expect(f"hostile: accepted {actions[0]}", status, 200)
            return answer

        before = await accepted([{"focus": "quantity"}, {"field": "quantity", "edit": {"insert": "7"}}])
        await refused("unknown field", [{"focus": "total"}], "unknownField")
        await refused("edit of an unknown field", [{"field": "total", "edit": {"insert": "1"}}], "unknownField")
        await refused("edit of a field without focus", [{"field": "discount", "edit": {"insert": "1"}}], "notFocused")
        await refused("blur of a field without focus", [{"blur": "discount"}], "notFocused")
        await refused("Return in a field without focus", [{"return": "weight"}], "notFocused")
        await refused("a later action refused undoes the earlier ones",
                      [{"field": "quantity", "edit": {"insert": "8"}}, {"focus": "nope"}], "unknownField")
        await refused("unknown action", [{"jump": "quantity"}], "unknownAction")
        await refused("two actions in one", [{"focus": "quantity", "blur": "quantity"}], "malformed")
        await refused("an edit without its field", [{"edit": {"insert": "1"}}], "malformed")
        await refused("unknown edit", [{"field": "quantity", "edit": {"fly": True}}], "unknownEdit")
        await refused("submit false", [{"submit": False}], "malformed")
        await refused("a field id of the wrong type", [{"focus": 5}], "malformed")
        await refused("no actions", [], "tooManyEdits")
        await refused("65 actions", [{"submit": True}] * 65, "tooManyEdits")
        await refused("text too long", [{"field": "quantity", "edit": {"insert": "1" * 3000}}], "textTooLong")
        after = await accepted([{"focus": "quantity"}])
        checks.expect("hostile: the form unchanged", [f["text"] for f in after["fields"]],
                      [f["text"] for f in before["fields"]])
        # A submit flood: the session's rate allows a burst of 4,000 actions, then refuses.
        codes = set()
        for _ in range(300):
            seq += 1
            status, answer = await connection.post("/api/form/message", {"session": session, "seq": seq,
                                                                         "actions": [{"submit": True}] * 64})
            if status != 200:
                codes.add(answer["error"]["code"])
                seq -= 1
                break
        checks.expect("hostile: submit flood", codes, {"rateLimited"})
        # Oversized and broken hints, unknown settings.
        for label, query, code in [
            ("oversized hints", {"hints": "{" + ",".join(f'"f{i}": {{}}' for i in range(1500)) + "}"}, "hintsTooLarge"),
            ("too many fields", {"hints": json.dumps({f"f{i}": {} for i in range(17)})}, "hintsTooLarge"),
            ("broken hints", {"hints": '{"a": {"minimum": 5, "maximum": 1}}'}, "invalidHints"),
            ("hints that are no JSON", {"hints": "{"}, "invalidHints"),
            ("unknown timing", {"validate": "sometimes"}, "invalidConfiguration"),
            ("unknown setting", {"model": "Invoice"}, "invalidConfiguration"),
            ("unknown currency", {"currency": "XYZ"}, "unsupportedFormat"),
            ("unknown locale", {"locale": "zz_ZZ"}, "unsupportedLocale"),
            ("unknown numbering system", {"locale": "hi_IN@numbers=nope"}, "unsupportedNumberingSystem"),
        ]:
            status, answer = await connection.post("/api/form/session", query)
            checks.expect(f"hostile: {label}", answer.get("error", {}).get("code"), code)
        # Random messages built from the vocabulary and its near misses: each is answered, with a
        # typed error when refused, and the server keeps serving.
        rng = random.Random(24)
        names = ["focus", "blur", "return", "submit", "field", "edit", "Focus", "", "submit "]
        values = ["quantity", "weight", "nope", "", 0, 1.5, True, False, None, [], {}, {"insert": "5"},
                  {"deleteBackward": True}, {"select": [0, 99]}, {"change": {"text": "12", "selection": [9, 1]}},
                  "\u0000", "٣"]
        answered = 0
        for _ in range(400):
            actions = [{rng.choice(names): rng.choice(values) for _ in range(rng.randint(0, 2))}
                       for _ in range(rng.randint(0, 4))]
            body = {"session": session, "seq": rng.choice([seq + 1, seq + 1, seq, -1, "2"]), "actions": actions}
            if rng.random() < 0.1:
                body = rng.choice([actions, {"session": session}, {"actions": actions}, None, "submit"])
            status, answer = await connection.post("/api/form/message", body)
            if status == 200:
                seq += 1
                answered += 1
            elif isinstance(answer, dict) and "code" in answer.get("error", {}):
                answered += 1
        checks.expect("hostile: 400 random messages answered", answered, 400)
        status, answer = await connection.post("/api/form/session", {"hints": json.dumps({"a": {"maximum": 5}})})
        checks.expect("hostile: a hints file of one's own", [f["id"] for f in answer.get("fields", [])], ["a"])


async def finalize_length(port, checks):
    """Finalize never leaves a field longer than the server keeps (Limits.textLength, 2,048): a
    blur, Return, submit or focus change whose finalize would is refused (`fieldTooLong`) with the
    form unchanged, as an edit that would is, and the field stays editable."""
    hints = json.dumps({"a": {"minFractionDigits": 2}, "b": {}})
    digits = 1536  # 1,536 digits and 511 grouping separators: 2,047 units, 2,050 with ".00"
    for finalize in [{"blur": "a"}, {"return": "a"}, {"submit": True}, {"focus": "b"}]:
        label = f"finalize length, {finalize}"
        async with Connection(port) as connection:
            _, reply = await connection.post("/api/form/session", {"locale": "en_US", "hints": hints})
            session = reply["session"]
            seq = 0

            async def send(actions):
                """The error code, or the lengths of the fields' texts."""
                nonlocal seq
                status, answer = await connection.post("/api/form/message", {"session": session, "seq": seq + 1,
                                                                             "actions": actions})
                if status != 200:
                    return answer.get("error", {}).get("code")
                seq += 1
                return [len(field["text"]) for field in answer["fields"]]

            typed = await send([{"focus": "a"}, {"field": "a", "edit": {"insert": "1" * digits}}])
            checks.expect(f"{label}: typed", typed, [2047, 0])
            checks.expect(f"{label}: refused", await send([finalize]), "fieldTooLong")
            checks.expect(f"{label}: still editable",
                          await send([{"field": "a", "edit": {"deleteBackward": True}}] * 2), [2045, 0])
            checks.expect(f"{label}: then finalized", await send([finalize]), [2048, 0])


def main():
    binary, shots = sys.argv[1:3]
    started = time.monotonic()
    checks = Checks()
    with Server(binary) as server:
        browser = driver()
        try:
            browser.execute_cdp_cmd("Accessibility.enable", {})
            page = FormPage(browser, server.url)
            for validate in VALIDATE:
                for hide in HIDE:
                    timing_session(page, validate, hide, checks)
            linked(page, checks)
            controls(page, checks)
            focus_chain(page, checks)
            locales(page, shots, checks)
            variant(page, checks)
            narrow(page, checks)
        finally:
            browser.quit()
        asyncio.run(hostile(server.port, checks))
        asyncio.run(finalize_length(server.port, checks))
    for failure in checks.failures:
        print("FAIL", failure)
    print(f"form: {checks.passed} passed, {len(checks.failures)} failed ({time.monotonic() - started:.0f} s)")
    sys.exit(1 if checks.failures else 0)


if __name__ == "__main__":
    main()
