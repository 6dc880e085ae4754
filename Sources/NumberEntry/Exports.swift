@_exported public import NumberEntryCore
