"""Replays the keystroke case files in headless Chromium through real keyboard input.

usage: /usr/bin/python3 browser_cases.py PLAYGROUND_BINARY CASES_DIR SCREENSHOT_DIR

CASES_DIR holds the team's vendored files (`Tests/NumberEntryTests/Fixtures/cases`); the
project's own files (`v3_locales.jsonl`) are in its parent folder, `Fixtures`.

Each case opens the page with its configuration in the URL, types its keys (send_keys, arrows,
Backspace/Delete, Ctrl-Z, Tab to blur; selections by setSelectionRange and a key; pastes by
Chrome's Input.insertText; whole-text changes as an autofill-like `input` event) and compares
the field's value, selectionStart/End and the shown value with the expectation.
"""

import collections
import json
import os
import re
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys

from field_page_checks import field_page_checks
from server import Server

FILES = ["core.jsonl", "v2.jsonl", "change.jsonl", "affixes.jsonl", "v3.jsonl", "v4.jsonl", "v5.jsonl"]
PROJECT_FILES = ["v3_locales.jsonl"]
# The page's error code for each error a case file names; a refused outside value (`startValue`,
# Behaviour §16) is an invalid start, whatever the engine's reason.
PAGE_ERRORS = {"unsupportedLocale": "unsupportedLocale", "invalidPolicy": "invalidConfiguration",
               "unsupportedFormat": "unsupportedFormat", "tooManyFractionDigits": "invalidStart",
               "negativeNotAllowed": "invalidStart", "tooManyIntegerDigits": "invalidStart"}
NAMED_KEYS = {
    "{bs}": Keys.BACKSPACE, "{del}": Keys.DELETE, "{left}": Keys.ARROW_LEFT, "{right}": Keys.ARROW_RIGHT,
    "{home}": Keys.HOME, "{end}": Keys.END, "{up}": Keys.ARROW_UP, "{down}": Keys.ARROW_DOWN,
}


def marked(text):
    """(text, start, end) of a text with the case files' `|` or `[` `]` marks."""
    if "[" in text:
        start = text.index("[")
        plain = text.replace("[", "").replace("]", "")
        return plain, len(text[:start].encode("utf-16-le")) // 2, len(text[:text.index("]") - 1].encode("utf-16-le")) // 2
    if "|" in text:
        caret = len(text[:text.index("|")].encode("utf-16-le")) // 2
        return text.replace("|", ""), caret, caret
    return text, None, None


def is_variant(identifier, locales):
    """Whether the server reads `identifier` as a listed locale with a numbering system
    (`LocaleCatalog.numberingSystem(ofVariant:)`): `hi_IN@numbers=deva`, `hi-IN-u-nu-deva`."""
    match = re.fullmatch(r"(.+?)(@numbers=|-u-nu-)([a-z0-9]{3,8})", identifier)
    return bool(match) and match[1].replace("-", "_") in locales and not (match[2] == "-u-nu-" and "_" in identifier)


def skip_reason(case, locales):
    if case["locale"] not in locales and not is_variant(case["locale"], locales):
        return "locale neither in ICU's list nor a listed one with a numbering system"
    for key in case["keys"]:
        if key.startswith("{replace:"):
            return "raw range replace: no keyboard produces it"
        if key.startswith("{change:") and not any(mark in key for mark in "|["):
            return "whole-text change without a reported selection"
    return None


def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900", "--lang=en-US"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


class Page:
    def __init__(self, browser, base):
        self.browser = browser
        self.base = base

    def open(self, locale, policy=None, start=None, start_value=None):
        query = {"locale": locale}
        for key, value in (policy or {}).items():
            query[key] = str(value).lower() if isinstance(value, bool) else str(value)
        if start:
            query["start"] = start
        if start_value is not None:
            query["startValue"] = start_value
        self.browser.get(self.base + "?" + urllib.parse.urlencode(query))
        self.wait(lambda: self.js("return document.body.dataset.ready || document.body.dataset.error || null"))
        self.js("document.getElementById('field').focus()")
        return self.js("return document.body.dataset.error || null")

    def js(self, script, *arguments):
        return self.browser.execute_script(script, *arguments)

    def wait(self, condition, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = condition()
            if result:
                return result
            time.sleep(0.01)
        raise TimeoutError("the page did not settle")

    def diagnosis(self):
        return self.js("""return [location.search, document.body.dataset.ready, document.body.dataset.busy,
                              document.getElementById('error').textContent]""")

    def settled(self, condition):
        """Whether the page that is loading is ready and `condition` holds; false while it loads."""
        try:
            return self.js(f"return Boolean(document.body.dataset.ready) && {condition}")
        except WebDriverException:
            return False

    def reconfigure(self, script, until):
        """Sets controls by `script`, then sends the form the `change` a control the person changed
        would, and waits for the page it loads (`until` holds there) and focuses its field."""
        self.js(script + "; document.getElementById('config').dispatchEvent(new Event('change'));")
        self.wait(lambda: self.settled(until))
        self.js("document.getElementById('field').focus()")

    def idle(self):
        self.wait(lambda: self.js("return !document.body.dataset.busy"))

    def keys(self, *keys):
        ActionChains(self.browser).send_keys(*keys).perform()

    def chord(self, *modifiers_and_key):
        *modifiers, key = modifiers_and_key
        actions = ActionChains(self.browser)
        for modifier in modifiers:
            actions.key_down(modifier)
        actions.send_keys(key)
        for modifier in reversed(modifiers):
            actions.key_up(modifier)
        actions.perform()

    def click(self, side):
        """A mouse click in the field, 4 pixels inside its left or right edge."""
        field = self.browser.find_element(By.ID, "field")
        offset = field.size["width"] // 2 - 4
        ActionChains(self.browser).move_to_element_with_offset(
            field, -offset if side == "left" else offset, 0).click().perform()

    def insert_text(self, text):
        self.browser.execute_cdp_cmd("Input.insertText", {"text": text})

    def compose(self, text):
        """An IME-like commit: a composition showing `text`, then its commit."""
        self.browser.execute_cdp_cmd(
            "Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
        self.browser.execute_cdp_cmd("Input.insertText", {"text": text})

    def select(self, start, end):
        self.idle()
        self.js("document.getElementById('field').setSelectionRange(arguments[0], arguments[1])", start, end)
        self.keys(Keys.SHIFT)

    def autofill(self, text, start, end):
        self.idle()
        self.js("""const field = document.getElementById('field');
                   field.value = arguments[0]; field.setSelectionRange(arguments[1], arguments[2]);
                   field.dispatchEvent(new Event('input', {bubbles: true}));""", text, start, end)

    def blur(self):
        self.keys(Keys.TAB)
        self.idle()
        self.js("document.getElementById('field').focus()")

    def play(self, key):
        if key in NAMED_KEYS:
            self.keys(NAMED_KEYS[key])
        elif key == "{undo}":
            self.chord(Keys.CONTROL, "z")
        elif key == "{redo}":
            self.chord(Keys.CONTROL, Keys.SHIFT, "z")
        elif key == "{blur}":
            self.blur()
        elif key.startswith("{select:"):
            start, end = key[len("{select:"):-1].split(",")
            self.select(int(start), int(end))
        elif key.startswith("{change:"):
            self.autofill(*marked(key[len("{change:"):-1]))
        elif len(key) == 1:
            self.keys(key)
        else:
            self.insert_text(key)

    def state(self):
        self.idle()
        return self.js("""const field = document.getElementById('field');
            return [field.value, field.selectionStart, field.selectionEnd,
                    document.getElementById('value').textContent];""")


def check(condition, message, failures):
    if not condition:
        failures.append(message)


def replay_cases(page, cases_dir, locales, failures):
    counts = collections.Counter()
    skipped = collections.Counter()
    paths = [(name, f"{cases_dir}/{name}") for name in FILES]
    paths += [(name, f"{cases_dir}/../{name}") for name in PROJECT_FILES]
    for name, path in paths:
        with open(path) as lines:
            cases = [json.loads(line) for line in lines if line.strip()]
        for case in cases:
            reason = None if "error" in case else skip_reason(case, locales)
            if reason:
                skipped[(name, reason)] += 1
                continue
            try:
                replay(page, name, case, failures)
                counts[(name, case["locale"])] += 1
            except TimeoutError:
                failures.append(f"{case['id']}: the page did not settle: {page.diagnosis()}")
    return counts, skipped


def replay(page, name, case, failures):
    start = case.get("start")
    error = page.open(case["locale"], case.get("policy"), start if start not in (None, "|") else None,
                      case.get("startValue"))
    if "error" in case:
        check(error == PAGE_ERRORS[case["error"]], f"{case['id']}: page error {error}", failures)
        return
    if error:
        failures.append(f"{case['id']}: the page refused the field: {error}")
        return
    for key in case["keys"]:
        page.play(key)
    text, start_offset, end_offset, shown = page.state()
    expected_text, expected_start, expected_end = marked(case["expect"])
    got = (text, start_offset, end_offset)
    want = (expected_text, expected_start, expected_end)
    check(got == want, f"{case['id']}: field {got!r}, expected {want!r}", failures)
    if "value" in case:
        want_value = "—" if case["value"] is None else case["value"]
        check(shown == want_value, f"{case['id']}: shown value {shown!r}, expected {want_value!r}", failures)
    if case.get("valueRoundTrip"):
        # The value the page reports, opened again as the field's outside value (Behaviour §16),
        # shows the same text and caret.
        error = page.open(case["locale"], case.get("policy"), None, shown)
        again = error or tuple(page.state()[:3])
        check(again == want, f"{case['id']}: value {shown!r} put back gives {again!r}, expected {want!r}", failures)


def special_checks(page, shots, build, failures):
    passed = 0

    def expect(label, got, want):
        nonlocal passed
        if got == want:
            passed += 1
        else:
            failures.append(f"{label}: got {got!r}, expected {want!r}")

    # ja_JP: an IME-like composition of full-width digits, committed as one whole-text change.
    page.open("ja_JP")
    page.compose("１２３４．５")
    expect("ja_JP IME commit", page.state(), ["1,234.5", 7, 7, "1234.5"])

    # 50 keys in one burst, faster than the round trips: none lost, none reordered.
    page.open("en_US", {"maxFractionDigits": 2})
    burst = "1234567890" * 5
    page.keys(burst)
    state = page.state()
    expect("50-key burst value", state[3], burst)
    expect("50-key burst caret", state[1:3], [len(state[0]), len(state[0])])

    # A burst typed into the middle: keys apply at the engine's caret, in order.
    page.open("de_DE", None, "1|9")
    page.keys("2345678")
    expect("burst in the middle", page.state(), ["123.456.789", 10, 10, "123456789"])

    # A selection the person makes with Shift+arrows, typed over; then select all and cut.
    page.open("en_US")
    page.keys("1234")
    page.state()
    page.chord(Keys.SHIFT, Keys.ARROW_LEFT)
    page.chord(Keys.SHIFT, Keys.ARROW_LEFT)
    page.keys("9")
    expect("Shift+arrows then a key", page.state(), ["129", 3, 3, "129"])
    page.chord(Keys.CONTROL, "a")
    page.chord(Keys.CONTROL, "x")
    expect("select all and cut", page.state(), ["", 0, 0, "—"])

    # Undo, redo and step through the keyboard.
    page.open("en_US", {"step": "0.5"})
    page.keys("12.5")
    page.chord(Keys.CONTROL, "z")
    expect("Ctrl-Z", page.state()[0], "")
    page.chord(Keys.CONTROL, Keys.SHIFT, "z")
    expect("Shift-Ctrl-Z", page.state()[0], "12.5")
    page.keys(Keys.ARROW_UP, Keys.ARROW_UP)
    expect("ArrowUp twice", page.state()[3], "13.5")
    page.keys(Keys.ARROW_DOWN)
    expect("ArrowDown", page.state()[3], "13")
    history = page.js("return document.getElementById('history').textContent")
    expect("history shown", history, "can undo, nothing to redo")

    # A rejection is shown as a sentence with its reason, key and position.
    page.open("en_US", {"maxFractionDigits": 1})
    page.keys("1.23")
    page.state()
    sentence = page.js("return document.getElementById('rejection').textContent")
    expect("rejection sentence", sentence,
           "The key “3” at position 3 was rejected: too many fraction digits (tooManyFractionDigits).")

    # The format picker: its controls make the query's skeleton, and the page it loads reads
    # them back; typing `-12` in accounting style gives `($12|)` (Behaviour, currency table).
    page.open("en_US")
    page.reconfigure("""const set = (id, value) => { document.getElementById(id).value = value; };
                        set('formatKind', 'currency'); set('currencyCode', 'usd');
                        set('currencySign', 'sign-accounting')""", "location.search.includes('format')")
    expect("picker query", page.js("return new URLSearchParams(location.search).get('format')"),
           "currency/USD sign-accounting")
    expect("picker controls read back",
           page.js("return ['formatKind', 'currencyCode', 'currencyWidth', 'currencySign']"
                   ".map((id) => document.getElementById(id).value)"),
           ["currency", "USD", "", "sign-accounting"])
    page.keys("-12")
    expect("picker field", page.state(), ["($12)", 4, 4, "-12"])

    # A measure unit through the picker (Behaviour §17): `de_DE` km/h, narrow.
    page.open("de_DE")
    page.reconfigure("""const set = (id, value) => { document.getElementById(id).value = value; };
                        set('formatKind', 'unit'); set('unitName', 'speed-kilometer-per-hour');
                        set('unitWidth', 'unit-width-narrow')""", "location.search.includes('format')")
    expect("unit picker query", page.js("return new URLSearchParams(location.search).get('format')"),
           "measure-unit/speed-kilometer-per-hour unit-width-narrow")
    expect("unit picker controls read back",
           page.js("return ['formatKind', 'unitName', 'unitWidth']"
                   ".map((id) => document.getElementById(id).value)"),
           ["unit", "speed-kilometer-per-hour", "unit-width-narrow"])
    page.keys("-12,5")
    expect("unit picker field", page.state(), ["-12,5 km/h", 5, 5, "-12.5"])

    # Behaviour v3's controls through the picker: fixed-scale entry, cash digits, rounding of a
    # value set from code, clamp on finalize. The address carries exactly the settings that
    # differ from the defaults, and the page it loads reads them back. `de_CH` CHF cash rounds
    # 1.03 half up to the increment 0.05, and with clamping on, the outside value 1.05 below the
    # minimum 5 comes in clamped (§16), shown with its two fixed digits (§14); leaving the field
    # keeps it.
    page.open("de_CH")
    page.reconfigure("""const set = (selector, value) => { document.querySelector(selector).value = value; };
                        set('#formatKind', 'currency'); set('#currencyCode', 'chf');
                        set('[name=currencyUsage]', 'cash'); set('[name=entry]', 'fixed');
                        set('[name=rounding]', 'halfUp'); set('[name=clampOnFinalize]', 'true');
                        set('[name=startValue]', '1.03'); set('[name=minimum]', '5')""",
                     "location.search.includes('startValue')")
    expect("v3 controls query", page.js("return location.search"),
           "?locale=de_CH&format=currency%2FCHF&currencyUsage=cash&entry=fixed&minimum=5&clampOnFinalize=true"
           "&startValue=1.03&rounding=halfUp")
    expect("v3 controls read back",
           page.js("return ['currencyUsage', 'entry', 'rounding', 'clampOnFinalize', 'startValue', 'start']"
                   ".map((name) => document.querySelector(`#config [name=${name}]`).value)"),
           ["cash", "fixed", "halfUp", "true", "1.03", ""])
    expect("v3 controls: rounded and clamped outside value", page.state(), ["CHF\u00a05.00", 8, 8, "5"])
    page.blur()
    expect("v3 controls: unchanged on leaving", page.state(), ["CHF\u00a05.00", 8, 8, "5"])
    page.keys(Keys.BACKSPACE)
    expect("v3 controls: fixed Backspace pads", page.state(), ["CHF\u00a05.00", 7, 7, "5"])
    # Defaults stay out of the address: rounding set back to `reject` leaves it, and so does the
    # default locale, en_US.
    page.open("en_US", {"rounding": "halfUp", "currencyUsage": "cash"})
    page.reconfigure("document.querySelector('[name=rounding]').value = 'reject'",
                     "!location.search.includes('rounding')")
    expect("v3 controls: defaults not in the address", page.js("return location.search"), "")
    # A refused outside value is a typed page error with the engine's reason.
    page.open("en_US", None, None, "2.675")
    expect("refused outside value", page.js("return [document.body.dataset.error, document.getElementById('error').textContent]"),
           ["invalidStart", "The start text is invalid: invalid start state: too many fraction digits."])

    # A currency ICU does not list, and a format the engine does not read: a sentence, no field.
    page.open("en_US", {"format": "currency/XYZ"})
    expect("unknown currency sentence", page.js("return document.getElementById('error').textContent"),
           "The format “currency/XYZ” is not available: ICU lists no currency XYZ.")
    expect("unknown currency field disabled", page.js("return document.getElementById('field').disabled"), True)
    page.open("en_US", {"format": "currency/EUR unit-width-full-name"})
    expect("unsupported width", page.js("return document.body.dataset.error"), "unsupportedFormat")

    # Affixes drawn beside the field (showsAffixes false): the text is the body, the sign goes
    # with the prefix.
    page.open("en_US", {"format": "currency/USD", "showsAffixes": False})
    page.keys("-12")
    expect("affixes beside: field", page.state(), ["12", 2, 2, "-12"])
    expect("affixes beside: drawn", page.js("""return ['prefix', 'suffix'].map((id) => {
        const affix = document.getElementById(id); return affix.hidden ? null : affix.textContent; })"""),
           ["-$", None])

    # A click in an affix: the browser puts the caret there, the engine's answer moves it to the
    # number's nearer end.
    page.open("en_US", {"format": "currency/USD"}, "$12|")
    page.click("left")
    expect("click before $", page.state()[1:3], [1, 1])
    page.open("de_DE", {"format": "currency/EUR"}, "1|2\u00a0€")
    page.click("right")
    expect("click after €", page.state()[1:3], [2, 2])

    # RTL: the field is right to left in ar_EG, and in fa_IR; screenshots.
    page.open("ar_EG", {"minFractionDigits": 2})
    page.keys("١٢٣٤٥٦٧٫٨")
    expect("ar_EG dir", page.js("return document.getElementById('field').dir"), "rtl")
    page.state()
    page.browser.save_screenshot(f"{shots}/playground-ar_EG.png")
    page.open("de_DE", {"format": "currency/EUR"})
    page.keys("-1234,5")
    page.blur()
    expect("de_DE EUR finalized", page.state(), ["-1.234,50\u00a0€", 9, 9, "-1234.5"])
    page.browser.save_screenshot(f"{shots}/playground-de_DE-EUR.png")
    page.open("ar_EG", {"format": "currency/EGP"})
    page.keys("-١٢")
    expect("ar_EG EGP", page.state(), ["\u061c-\u200f١٢\u00a0ج.م.\u200f", 5, 5, "-12"])
    expect("ar_EG EGP dir", page.js("return document.getElementById('field').dir"), "rtl")
    page.browser.save_screenshot(f"{shots}/playground-ar_EG-EGP.png")
    page.open("de_DE", {"format": "currency/EUR", "entry": "fixed"})
    page.keys("1234,5")
    expect("de_DE EUR fixed", page.state(), ["1.234,50\u00a0€", 7, 7, "1234.5"])
    page.browser.save_screenshot(f"{shots}/playground-de_DE-EUR-fixed.png")
    page.open("ar_EG", {"format": "measure-unit/speed-kilometer-per-hour"})
    page.keys("-١٢٫٥")
    expect("ar_EG unit", page.state(), ["\u061c-١٢٫٥ كم/س", 6, 6, "-12.5"])
    expect("ar_EG unit dir", page.js("return document.getElementById('field').dir"), "rtl")
    page.browser.save_screenshot(f"{shots}/playground-ar_EG-unit.png")
    page.open("fr_FR", {"maxIntegerDigits": 9})
    page.keys("1234567,8x")
    page.state()
    expect("fr_FR dir", page.js("return document.getElementById('field').dir"), "ltr")
    page.browser.save_screenshot(f"{shots}/playground-fr_FR.png")
    field_page_checks(page, shots, expect, build)
    return passed


def main():
    binary, cases_dir, shots = sys.argv[1:4]
    # SwiftPM's bin path ends in the configuration: `.build/debug`, `.build/<triple>/release`.
    build = os.path.basename(os.path.dirname(os.path.realpath(binary)))
    if build not in ("debug", "release"):
        sys.exit(f"cannot tell the build of {binary} from its path")
    started = time.monotonic()
    failures = []
    with Server(binary) as server:
        locales = {entry["id"] for entry in json.load(urllib.request.urlopen(server.url + "api/locales"))}
        browser = driver()
        try:
            page = Page(browser, server.url)
            counts, skipped = replay_cases(page, cases_dir, locales, failures)
            special = special_checks(page, shots, build, failures)
        finally:
            browser.quit()
    for name in FILES + PROJECT_FILES:
        per_locale = {locale: n for (file, locale), n in sorted(counts.items()) if file == name}
        print(f"{name}: {sum(per_locale.values())} cases replayed in Chromium: "
              + ", ".join(f"{locale} {n}" for locale, n in per_locale.items()))
    for (name, reason), n in sorted(skipped.items()):
        print(f"{name}: {n} skipped: {reason}")
    all_locales = {locale for _, locale in counts}
    print(f"{len(all_locales)} locales; {special} keyboard, burst, IME, RTL and page checks")
    for failure in failures:
        print("FAIL", failure)
    total = sum(counts.values()) + special
    print(f"browser: {total - len(failures)} passed, {len(failures)} failed ({time.monotonic() - started:.0f} s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    import urllib.request
    main()
