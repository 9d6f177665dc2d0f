/// A property set in the document's code, placed on the document's lines, with the closure parameter it is set through
/// when it is one (`{ toast in toast.x = 1 }`): its owner is the closure's, not a variable's.
struct PlacedAssignment {
    /// The assignment, its line and column the document's.
    var read: VariableBindings.Assignment
    /// The closure parameter the variable names, when it names one.
    var closure: ClosureParameters.Parameter?
}
