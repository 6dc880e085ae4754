@_exported public import NumberEntry
@_exported public import _NumberEntryCases
