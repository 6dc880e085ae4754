@_exported public import NumberEntry
@_exported public import NumberEntryRules
