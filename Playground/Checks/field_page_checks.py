"""The field page as a newcomer meets it (issue 24), in headless Chromium: the default locale said
in the locale box, controls that apply on change, the error state of a field the server refused,
locale variants with a numbering system, a 390 px wide screen, the build the engine times come
from, and a font for the yen of ja_JP. Used by browser_cases.py."""

import subprocess

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

UNAVAILABLE = "unavailable: see the reason below"
# The error state's border, `#a40000`.
ERROR_RED = "rgb(164, 0, 0)"


def field_page_checks(page, shots, expect, build):
    """Runs the checks; `expect(label, got, want)` records each, `build` is the server's."""
    default_locale(page, expect)
    apply_on_change(page, expect)
    error_state(page, shots, expect)
    locale_variants(page, expect)
    narrow_screen(page, shots, expect)
    build_label(page, expect, build)
    yen(page, shots, expect)


def default_locale(page, expect):
    # No locale in the address: the box shows en_US, its note says it is the default, and the
    # field is an en_US field.
    page.browser.get(page.base)
    loaded(page, "true")
    expect("no locale: the box shows en_US", page.js("return document.querySelector('#config [name=locale]').value"),
           "en_US")
    expect("no locale: the note says so",
           page.js("""const note = document.getElementById('localeDefault');
                      return [note.checkVisibility(), note.textContent.replace(/\\s+/g, ' ')]"""),
           [True, "The address names no locale: the field is en_US, the default. "])
    page.js("document.getElementById('field').focus()")
    page.keys("1234.5")
    expect("no locale: an en_US field", page.state(), ["1,234.5", 7, 7, "1234.5"])
    page.open("de_DE")
    expect("a locale: no default note", page.js("return document.getElementById('localeDefault').checkVisibility()"),
           False)


def loaded(page, until):
    """Waits for the page that is loading to have a field or an error, and `until` to hold there."""
    def done():
        try:
            return page.js(f"return Boolean(document.body.dataset.ready || document.body.dataset.error) && {until}")
        except WebDriverException:
            return False
    page.wait(done)


def choose(page, select_id, value, until):
    """Picks an option of a select as a person does (a real `change`), and waits for the page it loads."""
    Select(page.browser.find_element(By.ID, select_id)).select_by_value(value)
    loaded(page, until)


def retype(page, name, text, key):
    """Replaces a text control's value by typing, then commits it with `key` (Enter or Tab)."""
    page.browser.find_element(By.CSS_SELECTOR, f"#config [name={name}]").click()
    page.chord(Keys.CONTROL, "a")
    page.keys(text, key)


def apply_on_change(page, expect):
    page.open("de_DE")
    expect("no Apply button", page.js("return document.querySelector('#config button')"), None)
    # The kind select applies at once; an empty currency code becomes the locale's own currency,
    # an empty unit kilograms.
    choose(page, "formatKind", "currency", "location.search.includes('format')")
    expect("kind currency: the locale's currency", page.js("return location.search"),
           "?locale=de_DE&format=currency%2FEUR")
    expect("kind currency: the code box", page.js("return document.getElementById('currencyCode').value"), "EUR")
    choose(page, "formatKind", "unit", "location.search.includes('measure-unit')")
    expect("kind unit: kilograms", page.js("return location.search"),
           "?locale=de_DE&format=measure-unit%2Fmass-kilogram")
    page.js("document.getElementById('field').focus()")
    page.keys("12,5")
    expect("kind unit: the field", page.state(), ["12,5 kg", 4, 4, "12.5"])
    # A variant's currency is its base's; a locale whose region has none gets USD.
    for locale, currency in [("hi-IN-u-nu-deva", "INR"), ("en_001", "USD")]:
        page.open(locale)
        choose(page, "formatKind", "currency", "location.search.includes('format')")
        expect(f"kind currency in {locale}", page.js("return new URLSearchParams(location.search).get('format')"),
               f"currency/{currency}")
    # A text box applies on Enter or on leaving it; en_US, the default, leaves the address.
    page.open("en_US")
    retype(page, "maximum", "99", Keys.ENTER)
    loaded(page, "location.search.includes('maximum')")
    expect("Enter in a text box applies it", page.js("return location.search"), "?maximum=99")
    retype(page, "locale", "fr_FR", Keys.TAB)
    loaded(page, "location.search.includes('fr_FR')")
    expect("leaving the locale box applies it", page.js("return location.search"), "?locale=fr_FR&maximum=99")
    retype(page, "locale", "en_US", Keys.ENTER)
    loaded(page, "!location.search.includes('locale')")
    expect("the default locale leaves the address", page.js("return location.search"), "?maximum=99")


def accessibility(page, selector):
    """The description and the `invalid` state Chromium's accessibility tree gives an element."""
    browser = page.browser
    root = browser.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    tree = browser.execute_cdp_cmd("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
    item = tree["nodes"][0]
    properties = {entry["name"]: entry["value"].get("value") for entry in item.get("properties", [])}
    return [(item.get("description") or {}).get("value"), properties.get("invalid")]


def error_state(page, shots, expect):
    # A field the server refused: disabled, marked invalid, described by the error sentence,
    # drawn dashed red with a placeholder that says so; the control at fault marked invalid.
    cases = [("zz_ZZ", None, "unsupportedLocale", "[name=locale]"),
             ("en_US", {"format": "currency/XYZ"}, "unsupportedFormat", "#currencyCode"),
             ("hi_IN@numbers=nope", None, "unsupportedNumberingSystem", "[name=locale]")]
    for locale, policy, code, culprit in cases:
        label = f"error state ({code})"
        expect(f"{label}: code", page.open(locale, policy), code)
        expect(f"{label}: field", page.js(
            """const field = document.getElementById('field'); const style = getComputedStyle(field);
               return [field.disabled, field.getAttribute('aria-invalid'), field.getAttribute('aria-describedby'),
                       field.placeholder, style.borderTopStyle, style.borderTopColor,
                       document.getElementById('error').checkVisibility(),
                       document.querySelector('#config ' + arguments[0]).getAttribute('aria-invalid')]""", culprit),
            [True, "true", "error", UNAVAILABLE, "dashed", ERROR_RED, True, "true"])
        sentence = page.js("return document.getElementById('error').textContent")
        expect(f"{label}: accessibility tree", accessibility(page, "#field"), [sentence, "true"])
        if code == "unsupportedFormat":
            page.browser.save_screenshot(f"{shots}/playground-error.png")
    page.open("en_US")
    expect("a field made: not invalid", page.js(
        """const field = document.getElementById('field');
           return [field.getAttribute('aria-invalid'), getComputedStyle(field).borderTopStyle]"""), [None, "solid"])
    expect("a field made: accessibility tree", accessibility(page, "#field"), [None, "false"])


def locale_variants(page, expect):
    # A listed locale with a numbering system, in ICU form and in BCP 47: Devanagari digits.
    for locale in ["hi_IN@numbers=deva", "hi-IN-u-nu-deva"]:
        expect(f"{locale}: opens", page.open(locale), None)
        expect(f"{locale}: in the box", page.js("return document.querySelector('#config [name=locale]').value"), locale)
        page.keys("1234")
        expect(f"{locale}: Devanagari digits", page.state(), ["१,२३४", 5, 5, "1234"])


def narrow_screen(page, shots, expect):
    # A 390 px wide window: a long number and a full trace (20 rows, a long paste among them)
    # wrap instead of widening the page, for a plain and an affixed field.
    page.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                 {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": False})
    try:
        for label, policy in [("plain", None), ("USD", {"format": "currency/USD"})]:
            page.open("en_US", policy)
            page.keys("1234567890123456789")
            page.insert_text("98765432109876543210987654321")
            text = page.state()[0]
            rows, scroll, inner = page.js("""return [document.querySelectorAll('#trace tbody tr').length,
                document.documentElement.scrollWidth, window.innerWidth]""")
            expect(f"390 px, {label}: a long number and a full trace", [len(text.replace(",", "")), rows],
                   [48 + (1 if policy else 0), 20])
            expect(f"390 px, {label}: scrollWidth {scroll} within innerWidth {inner}", scroll <= inner == 390, True)
            page.browser.save_screenshot(f"{shots}/playground-390px-{label}.png")
    finally:
        page.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def build_label(page, expect, build):
    page.open("en_US")
    expect("engine time header names the build", page.js("return document.getElementById('engineTime').textContent"),
           f"engine µs ({build} build)")
    expect("build note", page.js("return document.getElementById('buildNote').textContent"),
           f"The server is a {build} build" + (
               ": its engine times are many times a release build's "
               "(swift run -c release --package-path Playground playground)." if build == "debug" else "."))


def yen(page, shots, expect):
    # ja_JP's yen is U+FFE5: screenshot, and Chromium draws it (beside the field, as a text of
    # its own) in a font fontconfig lists as having it.
    page.open("ja_JP", {"format": "currency/JPY"})
    page.keys("12345")
    expect("ja_JP JPY", page.state(), ["\uffe512,345", 7, 7, "12345"])
    page.browser.save_screenshot(f"{shots}/playground-ja_JP-JPY.png")
    page.open("ja_JP", {"format": "currency/JPY", "showsAffixes": False})
    page.keys("12345")
    page.state()
    browser = page.browser
    browser.execute_cdp_cmd("CSS.enable", {})
    root = browser.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "#prefix"})["nodeId"]
    fonts = [font["familyName"] for font in browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]
    listed = subprocess.run(["fc-list", ":charset=ffe5", "family"], capture_output=True, text=True).stdout
    having = {family.strip() for line in listed.splitlines() for family in line.split(",")}
    expect(f"the yen drawn in a font that has it ({fonts})", bool(fonts) and all(font in having for font in fonts), True)
