/// One contact's sample in an input frame, as the host reads it from hardware.
public struct TouchSample: Sendable, Equatable {
    /// The host's contact id (a slot, tracking id, SDL finger id, …).
    public var id: Int
    /// The contact's phase as the host reports it.
    public var phase: TouchPhase
    /// Location in window coordinates; in screen coordinates (each window's
    /// superview space) for a contact that went down while the dispatcher had
    /// several windows (see `TouchDispatcher.handle(_:)`).
    public var location: Point
    /// Pressure (1.0 = average touch), if the device reports it.
    public var force: Double?
    /// Largest possible force value, if known.
    public var maximumPossibleForce: Double?
    /// Contact radius in points, if the device reports it.
    public var majorRadius: Double?
    /// Tolerance of the radius, if known.
    public var majorRadiusTolerance: Double?
    /// Radius of the contact ellipse's minor axis in points, if the device
    /// reports it (Linux `ABS_MT_TOUCH_MINOR`; seed-001 G9's minor axis).
    package var minorRadius: Double?
    /// Angle of the contact ellipse's major axis in radians from the window's
    /// x axis, if the device reports it (Linux `ABS_MT_ORIENTATION`; seed-001
    /// G9's finger orientation).
    package var orientation: Double?
    /// Stylus altitude (radians), if known.
    public var altitudeAngle: Double?
    /// Stylus azimuth (radians), if known.
    public var azimuthAngle: Double?
    /// The kind of contact.
    public var type: TouchType
    /// When the host knows it, the instant this contact changed, which may be
    /// earlier than the frame's timestamp. It only orders the touch-downs of one
    /// frame (earliest first, then ascending id; seed-002 R29); every snapshot's
    /// `timestamp` is the frame's (R8). A non-finite value is treated as absent
    /// (reported as `DispatchDiagnostic.nonFiniteSampleTime`).
    public var timestamp: Seconds?

    /// Creates a sample.
    public init(id: Int, phase: TouchPhase, location: Point, force: Double? = nil, maximumPossibleForce: Double? = nil,
                majorRadius: Double? = nil, majorRadiusTolerance: Double? = nil,
                altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, type: TouchType = .direct,
                timestamp: Seconds? = nil, minorRadius: Double? = nil, orientation: Double? = nil) {
        self.timestamp = timestamp
        self.id = id; self.phase = phase; self.location = location; self.force = force
        self.maximumPossibleForce = maximumPossibleForce; self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance; self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle; self.type = type
        self.minorRadius = minorRadius; self.orientation = orientation
    }
}

/// Everything the host read from the touch hardware at one instant.
public struct InputFrame: Sendable, Equatable {
    /// Time of the frame, in seconds on the dispatcher's clock.
    public var timestamp: Seconds
    /// The contacts that changed (or that the host chose to list). Contacts not
    /// listed are unchanged, unless `listsAllContacts` is true. An id should
    /// appear once; if it appears again, the frame is split there into
    /// consecutive frames with the same timestamp (a reported repair).
    public var samples: [TouchSample]
    /// When true, the frame lists every contact that is down: a live touch not
    /// listed is treated as a dropped lift and cancelled (reported as a repair).
    package var listsAllContacts: Bool

    /// Creates a frame.
    public init(timestamp: Seconds, samples: [TouchSample], listsAllContacts: Bool = false) {
        self.timestamp = timestamp; self.samples = samples; self.listsAllContacts = listsAllContacts
    }
}
