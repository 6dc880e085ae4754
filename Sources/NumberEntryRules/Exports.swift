@_exported public import NumberEntry
