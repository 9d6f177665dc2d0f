/// The properties UIKit's view and view-controller classes and their ancestors declare, which a library's view or
/// controller inherits. A symbol graph names such a supertype but holds none of its members; knowing them, a name none
/// of them has is certainly not inherited from it. Only these supertypes are known: any other one of another module leaves a name not compared.
enum PlatformSupertypeMembers {
    /// The known supertypes and their ancestors, each with the properties it declares (read-only ones too: setting one
    /// is another error, not a missing property).
    static let properties: [String: (ancestors: [String], names: Set<String>)] = [
        "UIView": (
            ["UIResponder", "NSObject", "NSObjectProtocol"],
            [
                "frame", "bounds", "center", "transform", "transform3D", "anchorPoint", "contentScaleFactor",
                "isMultipleTouchEnabled", "isExclusiveTouch", "autoresizesSubviews", "autoresizingMask", "superview",
                "subviews", "window", "clipsToBounds", "backgroundColor", "alpha", "isOpaque", "clearsContextBeforeDrawing",
                "isHidden", "contentMode", "mask", "tintColor", "tintAdjustmentMode", "isUserInteractionEnabled", "tag",
                "layer", "canBecomeFocused", "isFocused", "focusGroupIdentifier", "focusGroupPriority", "focusEffect",
                "isTransparentFocusItem", "focusItemContainer", "parentFocusEnvironment", "preferredFocusEnvironments",
                "preferredFocusedView", "coordinateSpace", "semanticContentAttribute", "effectiveUserInterfaceLayoutDirection",
                "translatesAutoresizingMaskIntoConstraints", "constraints", "layoutMargins", "directionalLayoutMargins",
                "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "layoutMarginsGuide",
                "readableContentGuide", "safeAreaInsets", "safeAreaLayoutGuide", "keyboardLayoutGuide", "layoutGuides",
                "intrinsicContentSize", "hasAmbiguousLayout", "alignmentRectInsets", "forFirstBaselineLayout",
                "forLastBaselineLayout", "viewForFirstBaselineLayout", "viewForLastBaselineLayout", "gestureRecognizers",
                "motionEffects", "interactions", "restorationIdentifier", "traitCollection", "traitOverrides",
                "overrideUserInterfaceStyle", "largeContentTitle", "largeContentImage", "scalesLargeContentImage",
                "largeContentImageInsets", "showsLargeContentViewer", "minimumContentSizeCategory",
                "maximumContentSizeCategory", "appliedContentSizeCategoryLimitsDescription", "collisionBoundsType",
                "collisionBoundingPath", "hoverStyle", "cornerConfiguration", "isSpringLoaded",
            ]
        ),
        "UIViewController": (
            ["UIResponder", "NSObject", "NSObjectProtocol"],
            [
                "view", "viewIfLoaded", "isViewLoaded", "nibName", "nibBundle", "storyboard", "title", "parent", "children",
                "presentedViewController", "presentingViewController", "definesPresentationContext",
                "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "isBeingPresented",
                "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "modalTransitionStyle", "modalPresentationStyle",
                "modalPresentationCapturesStatusBarAppearance", "disablesAutomaticKeyboardDismissal", "edgesForExtendedLayout",
                "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets", "preferredContentSize",
                "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation", "isEditing",
                "splitViewController", "navigationController", "navigationItem", "hidesBottomBarWhenPushed", "toolbarItems",
                "tabBarController", "tabBarItem", "tab", "transitioningDelegate", "transitionCoordinator",
                "presentationController", "popoverPresentationController", "sheetPresentationController",
                "activePresentationController", "isModalInPresentation", "isModalInPopover", "restorationIdentifier",
                "restorationClass", "traitCollection", "traitOverrides", "overrideUserInterfaceStyle",
                "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins",
                "childForStatusBarStyle", "childForStatusBarHidden", "childForHomeIndicatorAutoHidden",
                "prefersHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures",
                "childForScreenEdgesDeferringSystemGestures", "prefersPointerLocked", "childViewControllerForPointerLock",
                "preferredUserInterfaceStyle", "childViewControllerForUserInterfaceStyle", "preferredFocusEnvironments",
                "preferredFocusedView", "focusGroupIdentifier", "parentFocusEnvironment", "focusItemContainer",
                "editButtonItem", "preferredInterfaceOrientationForPresentation", "supportedInterfaceOrientations",
                "shouldAutorotate", "interfaceOrientation", "previewActionItems", "contentUnavailableConfiguration",
                "contentUnavailableConfigurationState", "preferredTransition", "performsActionsWhilePresentingModally",
                "shouldAutomaticallyForwardAppearanceMethods", "restorationParent", "objectRestorationClass",
                "interactionActivityTrackingBaseName", "searchDisplayController", "wantsFullScreenLayout",
            ]
        ),
        "UIResponder": (
            ["NSObject", "NSObjectProtocol"],
            [
                "next", "canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "undoManager",
                "keyCommands", "inputView", "inputAccessoryView", "inputViewController", "inputAccessoryViewController",
                "inputAssistantItem", "textInputMode", "textInputContextIdentifier", "userActivity",
                "editingInteractionConfiguration", "activityItemsConfiguration", "pasteConfiguration",
            ]
        ),
        "NSObject": (
            ["NSObjectProtocol"],
            ["classForCoder", "classForKeyedArchiver", "observationInfo", "autoContentAccessingProxy", "hashValue"]
        ),
        "NSObjectProtocol": ([], ["hash", "superclass", "description", "debugDescription", "isProxy"]),
        // Delegate and data-source protocols declare methods only.
        "UITextFieldDelegate": ([], []), "UITextViewDelegate": ([], []), "UIGestureRecognizerDelegate": ([], []),
        "UIScrollViewDelegate": ([], []), "UITableViewDelegate": ([], []), "UITableViewDataSource": ([], []),
        "UICollectionViewDelegate": ([], []), "UICollectionViewDataSource": ([], []), "CAAnimationDelegate": ([], []),
    ]

    /// Whether `name` may be a property of one of `supertypes` (other modules' types) or of their ancestors: true when
    /// one of them is not known, or names it; accessibility and layout-anchor properties are too many to list.
    static func mayDeclare(_ name: String, in supertypes: [String]) -> Bool {
        if name.lowercased().contains("accessibility") || name.hasSuffix("Anchor") { return true }
        for supertype in supertypes {
            guard let known = properties[supertype] else { return true }
            if known.names.contains(name) { return true }
            if known.ancestors.contains(where: { properties[$0]?.names.contains(name) == true }) { return true }
        }
        return false
    }
}
