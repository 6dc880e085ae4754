#if Vapor
    @_exported public import NumberEntryRules
#endif
