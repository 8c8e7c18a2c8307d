// Every ```swift block of README.md and Guides/, by its namespace: GuideRunTests runs each.
// Written by `MIGRATIONKIT_WRITE_GUIDE_SNIPPETS=1 swift test --filter GuideSnippetTests`:
// edit the pages, not this file.

let guideSnippetRuns: [String: @Sendable () throws -> Void] = [
    "Snippet_README_1": Snippet_README_1.run,
    "Snippet_README_2": Snippet_README_2.run,
    "Snippet_README_3": Snippet_README_3.run,
    "Snippet_README_4": Snippet_README_4.run,
    "Snippet_Guides_ApplePlatforms_1": Snippet_Guides_ApplePlatforms_1.run,
    "Snippet_Guides_CLI_1": Snippet_Guides_CLI_1.run,
    "Snippet_Guides_CLI_2": Snippet_Guides_CLI_2.run,
    "Snippet_Guides_ConversionOptions_1": Snippet_Guides_ConversionOptions_1.run,
    "Snippet_Guides_ConversionOptions_2": Snippet_Guides_ConversionOptions_2.run,
    "Snippet_Guides_ConversionOptions_3": Snippet_Guides_ConversionOptions_3.run,
    "Snippet_Guides_ConversionOptions_4": Snippet_Guides_ConversionOptions_4.run,
    "Snippet_Guides_ConversionOptions_5": Snippet_Guides_ConversionOptions_5.run,
    "Snippet_Guides_ConvertingInTheApp_1": Snippet_Guides_ConvertingInTheApp_1.run,
    "Snippet_Guides_ConvertingInTheApp_2": Snippet_Guides_ConvertingInTheApp_2.run,
    "Snippet_Guides_CoreData_1": Snippet_Guides_CoreData_1.run,
    "Snippet_Guides_HowItWorks_1": Snippet_Guides_HowItWorks_1.run,
    "Snippet_Guides_HowItWorks_2": Snippet_Guides_HowItWorks_2.run,
    "Snippet_Guides_HowItWorks_3": Snippet_Guides_HowItWorks_3.run,
    "Snippet_Guides_HowItWorks_4": Snippet_Guides_HowItWorks_4.run,
    "Snippet_Guides_Models_1": Snippet_Guides_Models_1.run,
    "Snippet_Guides_Models_2": Snippet_Guides_Models_2.run,
    "Snippet_Guides_Models_3": Snippet_Guides_Models_3.run,
    "Snippet_Guides_RepairingRelations_1": Snippet_Guides_RepairingRelations_1.run,
]
