#if Vapor
    @_exported public import NumberEntryForms
#endif
